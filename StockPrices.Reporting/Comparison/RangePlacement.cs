using System.Globalization;

namespace StockPrices.Reporting.Comparison;

/// <summary>
/// Where one figure of a fresh run lands in the range its committed runs span: inside, or outside by a share of the
/// nearer end, and whether that share is small enough to count as close.
/// </summary>
public readonly record struct RangePlacement(double Value, double Min, double Max)
{
    /// <summary>How far outside the range a figure may land and still count as close to it.</summary>
    public const double CloseShare = 0.10;

    /// <summary>How far the value lies outside the range, as a share of the nearer end: 0 inside, +0.12 above, -0.05 below.</summary>
    public double Outside =>
        Value < Min ? Value / Min - 1
        : Value > Max ? (Max == 0 ? double.PositiveInfinity : Value / Max - 1)
        : 0;

    public bool IsInside => Outside == 0;

    /// <summary>Inside, or outside by no more than <see cref="CloseShare"/>.</summary>
    public bool IsClose => Math.Abs(Outside) <= CloseShare;

    /// <summary>"inside", "12% above" or "5% below".</summary>
    public string Where => Outside switch
    {
        0 => "inside",
        double.PositiveInfinity => "above",
        > 0 => $"{Percent(Outside)} above",
        _ => $"{Percent(-Outside)} below",
    };

    public static string Percent(double share) => (share * 100).ToString("0.#", CultureInfo.InvariantCulture) + "%";
}
