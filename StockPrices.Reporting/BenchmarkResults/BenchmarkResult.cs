namespace StockPrices.Reporting.BenchmarkResults;

/// <summary>
/// One benchmark of a BenchmarkDotNet full-JSON report: its identity, its time statistics (nanoseconds per
/// operation), its allocation and its diagnosers' metrics by id (e.g. <c>CompletedWorkItemCount</c>).
/// </summary>
public sealed record BenchmarkResult(
    string Type,
    string Method,
    string FullName,
    bool IsBaseline,
    IReadOnlyList<string> Categories,
    int IterationCount,
    double MeanNanoseconds,
    double MedianNanoseconds,
    double StandardErrorNanoseconds,
    double StandardDeviationNanoseconds,
    double? AllocatedBytesPerOperation,
    IReadOnlyDictionary<string, double> Metrics)
{
    /// <summary>The id of ThreadingDiagnoser's work-item metric.</summary>
    public const string CompletedWorkItemsMetric = "CompletedWorkItemCount";

    /// <summary>False when the benchmark failed and the report holds no statistics.</summary>
    public bool WasMeasured => IterationCount > 0;

    /// <summary>Standard error as a fraction of the mean (0.02 is BenchmarkDotNet's default target).</summary>
    public double RelativeStandardError => StandardErrorNanoseconds / MeanNanoseconds;

    public double? Metric(string id) => Metrics.TryGetValue(id, out var value) ? value : null;
}
