using System.Globalization;

namespace StockPrices.Reporting.BenchmarkResults;

/// <summary>Numbers as the tables print them: times with a unit, bytes, ratios, percentages.</summary>
public static class BenchmarkFormat
{
    private static readonly CultureInfo Invariant = CultureInfo.InvariantCulture;

    /// <summary>Nanoseconds in ns below 1 µs, in µs below 1 ms, else in ms; four significant digits, like BenchmarkDotNet.</summary>
    public static string Time(double nanoseconds) => nanoseconds switch
    {
        double.NaN => "NA",
        < 1_000 => Significant(nanoseconds) + " ns",
        < 1_000_000 => Significant(nanoseconds / 1_000) + " µs",
        _ => Significant(nanoseconds / 1_000_000) + " ms",
    };

    public static string Bytes(double? bytes) => bytes switch
    {
        null => "NA",
        0 => "0 B",
        _ => Math.Round(bytes.Value).ToString("0", Invariant) + " B",
    };

    /// <summary>A ratio, two decimals, with no unit: each caller says "×" where it wants one.</summary>
    public static string Ratio(double ratio) => double.IsNaN(ratio) ? "NA" : ratio.ToString("0.00", Invariant);

    public static string Percent(double fraction) => (fraction * 100).ToString("0.0", Invariant) + "%";

    /// <summary>A per-operation count such as completed work items: two decimals.</summary>
    public static string Count(double? count) => count is { } c ? c.ToString("0.00", Invariant) : "NA";

    private static string Significant(double value) => value switch
    {
        >= 100 => value.ToString("0.0", Invariant),
        >= 10 => value.ToString("0.00", Invariant),
        _ => value.ToString("0.000", Invariant),
    };
}
