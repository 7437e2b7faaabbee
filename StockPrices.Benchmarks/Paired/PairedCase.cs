using StockPrices.Results.Paired;

namespace StockPrices.Benchmarks.Paired;

/// <summary>A paired comparison's two sides, made in the launch that measures them (<see cref="PairedComparison.Case"/>).</summary>
internal sealed record PairedCase(PairedComparisonId Id, PairedSide Baseline, PairedSide Candidate);
