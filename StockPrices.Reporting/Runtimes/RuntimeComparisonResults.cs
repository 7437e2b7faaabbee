using StockPrices.Results;

namespace StockPrices.Reporting.Runtimes;

/// <summary>
/// Every results file the <c>runtimes</c> command saved (docs/results/runtimes-*/*-report.json): each
/// benchmark class measured on several runtimes in one run.
/// </summary>
public sealed class RuntimeComparisonResults
{
    public const string FolderPrefix = "runtimes-";

    /// <summary>The order of the runtime columns; a runtime not listed here follows them.</summary>
    private static readonly string[] KnownRuntimeOrder =
        [".NET 8.0", ".NET 9.0", ".NET 10.0", ".NET 10.0 runtime async", ".NET 11.0", ".NET 11.0 runtime async", "NativeAOT 8.0", "NativeAOT 9.0", "NativeAOT 10.0", "NativeAOT 11.0"];

    private RuntimeComparisonResults(IReadOnlyList<RunReport> reports, IReadOnlyList<RuntimeMeasurement> measurements)
    {
        Reports = reports;
        Measurements = measurements;
    }

    public IReadOnlyList<RunReport> Reports { get; }

    public IReadOnlyList<RuntimeMeasurement> Measurements { get; }

    /// <summary>The runtimes measured, .NET 8 first (the baseline), then in <see cref="KnownRuntimeOrder"/>.</summary>
    public IReadOnlyList<string> Runtimes =>
        Measurements.Select(m => m.Runtime).Distinct()
            .OrderBy(r => Array.IndexOf(KnownRuntimeOrder, r) is var i and >= 0 ? i : int.MaxValue)
            .ThenBy(r => r, StringComparer.Ordinal)
            .ToList();

    public static RuntimeComparisonResults Load(Results.ResultsStore store)
    {
        ArgumentNullException.ThrowIfNull(store);
        var reports = store.Environments(FolderPrefix).SelectMany(store.ReportsIn).ToList();
        var measurements = reports
            .SelectMany(report => report.Rows.Select(row => new RuntimeMeasurement(
                report.Scenario[(report.Scenario.IndexOf('/', StringComparison.Ordinal) + 1)..],
                // A class with [Params] has a row per parameter value: its method is named with them, as in its variant.
                row.Labels.TryGetValue("parameters", out var parameters) && parameters.Length > 0 ? $"{row.Labels["method"]}({parameters})" : row.Labels["method"],
                row.Labels["runtime"],
                row.Labels["runtimeInfo"],
                row.Metrics["medianNs"],
                row.Metrics["stdDevNs"],
                row.Metrics.TryGetValue("allocatedBytes", out var bytes) ? bytes : null)))
            .ToList();
        return new RuntimeComparisonResults(reports, measurements);
    }

    public RuntimeMeasurement? Find(string benchmarkClass, string method, string runtime) =>
        Measurements.FirstOrDefault(m => m.BenchmarkClass == benchmarkClass && m.Method == method && m.Runtime == runtime);

    /// <summary>The benchmark methods of a class in the order they were saved.</summary>
    public IReadOnlyList<string> Methods(string benchmarkClass) =>
        Measurements.Where(m => m.BenchmarkClass == benchmarkClass).Select(m => m.Method).Distinct().ToList();
}
