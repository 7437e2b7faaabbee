using StockPrices.Reporting.BenchmarkResults;

namespace StockPrices.Reporting.Comparison;

/// <summary>
/// One benchmark of a run against the range its committed runs span: the minimum and maximum of their medians
/// (as the docs quote the headlines) and of their rounded Allocated, and where this run's figures fall.
/// </summary>
public sealed record RangeCheck(string Id, IReadOnlyList<BenchmarkResult> Committed, BenchmarkResult Run)
{
    /// <summary>How far outside the range a median may land and still count as close to it.</summary>
    public const double CloseShare = 0.10;

    public double MinMedian => Committed.Min(r => r.MedianNanoseconds);

    public double MaxMedian => Committed.Max(r => r.MedianNanoseconds);

    /// <summary>How far this run's median lies outside the range, as a share of the nearer end: 0 inside, +0.12 above, -0.05 below.</summary>
    public double Outside =>
        Run.MedianNanoseconds < MinMedian ? Run.MedianNanoseconds / MinMedian - 1
        : Run.MedianNanoseconds > MaxMedian ? Run.MedianNanoseconds / MaxMedian - 1
        : 0;

    public bool IsInside => Outside == 0;

    /// <summary>Inside, or outside by no more than <see cref="CloseShare"/>.</summary>
    public bool IsClose => Math.Abs(Outside) <= CloseShare;

    /// <summary>"inside", "12% above" or "5% below".</summary>
    public string Where => Outside switch
    {
        0 => "inside",
        > 0 => $"{Percent(Outside)} above",
        _ => $"{Percent(-Outside)} below",
    };

    /// <summary>The committed runs' Allocated per operation, smallest and largest; null when none was measured.</summary>
    public (double Min, double Max)? CommittedBytes =>
        Committed.Select(r => r.AllocatedBytesPerOperation).OfType<double>().ToList() is { Count: > 0 } bytes ? (bytes.Min(), bytes.Max()) : null;

    /// <summary>Whether this run's Allocated, rounded to whole bytes, lies within the committed runs' (true when not measured).</summary>
    public bool BytesInside =>
        Run.AllocatedBytesPerOperation is not { } bytes
        || CommittedBytes is not var (min, max)
        || (Math.Round(bytes) >= Math.Round(min) && Math.Round(bytes) <= Math.Round(max));

    public static string Percent(double share) => (share * 100).ToString("0.#", System.Globalization.CultureInfo.InvariantCulture) + "%";
}
