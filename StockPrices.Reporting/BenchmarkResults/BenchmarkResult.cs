using System.Globalization;
using System.Text.Json;

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

    /// <summary>One entry of a report's <c>Benchmarks</c> array.</summary>
    public static BenchmarkResult Parse(JsonElement benchmark)
    {
        var statistics = benchmark.TryGetProperty("Statistics", out var s) && s.ValueKind == JsonValueKind.Object ? s : (JsonElement?)null;
        double Statistic(string name) => statistics?.GetProperty(name).GetDouble() ?? double.NaN;
        var displayInfo = benchmark.TryGetProperty("DisplayInfo", out var display) ? display.GetString() ?? "" : "";
        var actualPerLaunch = WorkloadPerLaunch(benchmark, "Actual");

        double? allocated = benchmark.TryGetProperty("Memory", out var memory) && memory.ValueKind == JsonValueKind.Object
            ? memory.GetProperty("BytesAllocatedPerOperation").GetDouble()
            : null;

        var metrics = new Dictionary<string, double>(StringComparer.Ordinal);
        if (benchmark.TryGetProperty("Metrics", out var metricArray) && metricArray.ValueKind == JsonValueKind.Array)
        {
            foreach (var metric in metricArray.EnumerateArray())
            {
                metrics[metric.GetProperty("Descriptor").GetProperty("Id").GetString() ?? ""] = metric.GetProperty("Value").GetDouble();
            }
        }

        return new BenchmarkResult(
            benchmark.GetProperty("Type").GetString() ?? "",
            benchmark.GetProperty("Method").GetString() ?? "",
            benchmark.GetProperty("FullName").GetString() ?? "",
            benchmark.TryGetProperty("Baseline", out var baseline) && baseline.GetBoolean(),
            benchmark.TryGetProperty("Categories", out var categories) && categories.ValueKind == JsonValueKind.Array
                ? categories.EnumerateArray().Select(c => c.GetString() ?? "").ToList()
                : [],
            statistics is null ? 0 : int.Parse(statistics.Value.GetProperty("N").GetRawText(), CultureInfo.InvariantCulture),
            Statistic("Mean"),
            Statistic("Median"),
            Statistic("StandardError"),
            allocated,
            metrics)
        {
            Samples = statistics is { } measured && measured.TryGetProperty("OriginalValues", out var values)
                ? values.EnumerateArray().Select(v => v.GetDouble()).ToList()
                : [],
            ActualIterations = actualPerLaunch.Values.Select(launch => launch.Count).DefaultIfEmpty(0).Max(),
            Launches = Math.Max(1, actualPerLaunch.Count),
            IterationsByLaunch = [.. WorkloadPerLaunch(benchmark, "Result").Values],
            MaxIterationCount = JobSetting(displayInfo, "MaxIterationCount"),
            Parameters = benchmark.TryGetProperty("Parameters", out var parameters) && parameters.ValueKind == JsonValueKind.String ? parameters.GetString() ?? "" : "",
            Job = JobOf(displayInfo),
        };
    }

    /// <summary>One stage's workload iterations (nanoseconds per operation) of each launch, in launch order.</summary>
    private static SortedDictionary<int, IReadOnlyList<double>> WorkloadPerLaunch(JsonElement benchmark, string stage) =>
        new(benchmark.TryGetProperty("Measurements", out var measurements) && measurements.ValueKind == JsonValueKind.Array
            ? measurements.EnumerateArray()
                .Where(m => m.GetProperty("IterationMode").GetString() == "Workload" && m.GetProperty("IterationStage").GetString() == stage)
                .GroupBy(m => m.TryGetProperty("LaunchIndex", out var launch) ? launch.GetInt32() : 1)
                .ToDictionary(launch => launch.Key, launch => (IReadOnlyList<double>)[.. launch.Select(m => m.GetProperty("Nanoseconds").GetDouble() / m.GetProperty("Operations").GetDouble())])
            : []);

    /// <summary>A whole-number setting of the job in BenchmarkDotNet's display info, "Type.Method: Job-X(Name=Value, ...)".</summary>
    private static int? JobSetting(string displayInfo, string name)
    {
        var at = displayInfo.IndexOf(name + "=", displayInfo.LastIndexOf(": ", StringComparison.Ordinal) + 1, StringComparison.Ordinal);
        if (at < 0)
        {
            return null;
        }

        var value = displayInfo[(at + name.Length + 1)..].TakeWhile(char.IsAsciiDigit).ToArray();
        return int.TryParse(value, NumberStyles.None, CultureInfo.InvariantCulture, out var number) ? number : null;
    }

    /// <summary>The job id in BenchmarkDotNet's display info, "Type.Method: Job(settings)".</summary>
    private static string JobOf(string displayInfo)
    {
        var job = displayInfo[(displayInfo.LastIndexOf(": ", StringComparison.Ordinal) + 1)..].Trim();
        var settings = job.IndexOf('(', StringComparison.Ordinal);
        return settings > 0 ? job[..settings] : job;
    }
}
