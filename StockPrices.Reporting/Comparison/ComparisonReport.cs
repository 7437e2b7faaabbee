namespace StockPrices.Reporting.Comparison;

/// <summary>Every benchmark both runs measured, and the ones only one of them did.</summary>
public sealed record ComparisonReport(
    IReadOnlyList<BenchmarkComparison> Compared,
    IReadOnlyList<string> OnlyInBase,
    IReadOnlyList<string> OnlyInDiff);
