using StockPrices.Results;

namespace StockPrices.Reporting.Runtimes;

/// <summary>
/// One benchmark measured on one runtime by the <c>runtimes</c> command, over its committed runs: the median time per
/// call of each run, in run order, so that run i of two runtimes are the same run.
/// </summary>
/// <param name="RunIterationSpread">Each run's standard deviation of its iterations as a share of their mean.</param>
public sealed record RuntimeMeasurement(
    string BenchmarkClass,
    string Method,
    string Runtime,
    IReadOnlyList<double> RunMedianNanoseconds,
    IReadOnlyList<double> RunIterationSpread,
    double? AllocatedBytes)
{
    /// <summary>The median over the runs of each run's median.</summary>
    public double MedianNanoseconds => Median.Of(RunMedianNanoseconds);

    /// <summary>This runtime's time over <paramref name="baseline"/>'s, one ratio per run both were measured in.</summary>
    public IReadOnlyList<double> RatiosTo(RuntimeMeasurement baseline) =>
        [.. RunMedianNanoseconds.Zip(baseline.RunMedianNanoseconds, (value, reference) => value / reference)];
}
