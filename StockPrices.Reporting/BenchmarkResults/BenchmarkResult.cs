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

    /// <summary>
    /// The iterations BenchmarkDotNet's statistics were computed from (nanoseconds per operation), for statistical tests:
    /// the measured ones less the upper outliers its default job removes.
    /// </summary>
    public IReadOnlyList<double> Samples { get; init; } = [];

    /// <summary>
    /// The iterations BenchmarkDotNet ran to measure (its WorkloadActual stage) in the launch that ran the most, outliers
    /// included: what its stopping rule counts against the iteration cap, launch by launch. <see cref="Samples"/> holds
    /// every launch's iterations, less the upper outliers.
    /// </summary>
    public int ActualIterations { get; init; }

    /// <summary>How many processes BenchmarkDotNet measured the benchmark in (its job's launch count); their iterations are pooled.</summary>
    public int Launches { get; init; } = 1;

    /// <summary>
    /// <see cref="Samples"/> launch by launch: each process's iterations that its statistics kept (BenchmarkDotNet's
    /// WorkloadResult stage, nanoseconds per operation), for drawing runs from processes; empty when the report has no
    /// measurements.
    /// </summary>
    public IReadOnlyList<IReadOnlyList<double>> IterationsByLaunch { get; init; } = [];

    /// <summary>The iteration cap the job names (<c>MaxIterationCount=</c> in its display info), or null when the job leaves BenchmarkDotNet's own.</summary>
    public int? MaxIterationCount { get; init; }

    /// <summary>The benchmark's <c>[Params]</c> values as BenchmarkDotNet prints them, e.g. <c>Frames=4</c>; empty without parameters.</summary>
    public string Parameters { get; init; } = "";

    /// <summary>The job's id, e.g. <c>DefaultJob</c> or <c>.NET 8.0</c>: what tells apart the same benchmark run in several jobs.</summary>
    public string Job { get; init; } = "";
}
