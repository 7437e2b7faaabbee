using StockPrices.Reporting.BenchmarkResults;

namespace StockPrices.Reporting.Comparison;

/// <summary>
/// One benchmark of a run against the range its committed runs span: the minimum and maximum of their medians
/// (as the docs quote the headlines) and of their rounded Allocated, and where this run's figures fall.
/// </summary>
public sealed record RangeCheck(string Id, IReadOnlyList<BenchmarkResult> Committed, BenchmarkResult Run)
{
    public double MinMedian => Committed.Min(r => r.MedianNanoseconds);

    public double MaxMedian => Committed.Max(r => r.MedianNanoseconds);

    /// <summary>How far this run's median lies outside the range, as a share of the nearer end: 0 inside, +0.12 above, -0.05 below.</summary>
    public double Outside =>
        Run.MedianNanoseconds < MinMedian ? Run.MedianNanoseconds / MinMedian - 1
        : Run.MedianNanoseconds > MaxMedian ? Run.MedianNanoseconds / MaxMedian - 1
        : 0;

    /// <summary>Whether this run's Allocated, rounded to whole bytes, lies within the committed runs' (true when not measured).</summary>
    public bool BytesInside =>
        Run.AllocatedBytesPerOperation is not { } bytes
        || Committed.Select(r => r.AllocatedBytesPerOperation).OfType<double>().ToList() is not { Count: > 0 } committed
        || (Math.Round(bytes) >= Math.Round(committed.Min()) && Math.Round(bytes) <= Math.Round(committed.Max()));
}
