using StockPrices.Reporting.BenchmarkResults;

namespace StockPrices.Reporting.Comparison;

/// <summary>One benchmark measured in both runs, with the test's verdict.</summary>
public sealed record BenchmarkComparison(string Id, BenchmarkResult Base, BenchmarkResult Diff, ComparisonVerdict Verdict)
{
    /// <summary>Diff median over base median: above 1 is slower.</summary>
    public double TimeRatio => Diff.MedianNanoseconds / Base.MedianNanoseconds;
}
