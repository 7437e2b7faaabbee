using StockPrices.Reporting.Paired;

namespace StockPrices.Benchmarks.Paired;

/// <summary>A paired comparison (<see cref="PairedComparisons"/>) and the two sides that measure it.</summary>
internal sealed record PairedCase(PairedComparison Comparison, PairedSide Baseline, PairedSide Candidate);
