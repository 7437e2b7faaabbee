using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Figures;
using StockPrices.Results;

namespace StockPrices.Reporting.Runtimes;

/// <summary>
/// Every results file the <c>runtimes</c> command published (docs/results/runtimes-*/*-report.json): each benchmark class
/// measured on several runtimes in one run, with the repeats of that run beside it.
/// </summary>
public sealed class RuntimeComparisonResults
{
    public const string FolderPrefix = "runtimes-";

    /// <summary>The order of the runtime columns; a runtime not listed here follows them.</summary>
    private static readonly string[] KnownRuntimeOrder =
        [".NET 8.0", ".NET 9.0", ".NET 10.0", ".NET 10.0 runtime async", ".NET 11.0", ".NET 11.0 runtime async", "NativeAOT 8.0", "NativeAOT 9.0", "NativeAOT 10.0", "NativeAOT 11.0"];

    private RuntimeComparisonResults(IReadOnlyList<IReadOnlyList<RunReport>> classRuns, IReadOnlyList<RuntimeMeasurement> measurements)
    {
        ClassRuns = classRuns;
        Measurements = measurements;
    }

    /// <summary>Per benchmark class, its committed run first, then its repeats.</summary>
    public IReadOnlyList<IReadOnlyList<RunReport>> ClassRuns { get; }

    public IReadOnlyList<RuntimeMeasurement> Measurements { get; }

    /// <summary>How many runs of <paramref name="benchmarkClass"/> are committed (<c>--classes</c> publishes some classes apart).</summary>
    public int RunCount(string benchmarkClass) => ClassRuns.FirstOrDefault(runs => ClassOf(runs[0]) == benchmarkClass)?.Count ?? 0;

    /// <summary>The runtimes measured, in <see cref="KnownRuntimeOrder"/> (the oldest JIT runtime first, the baseline).</summary>
    public IReadOnlyList<string> Runtimes =>
        Measurements.Select(m => m.Runtime).Distinct()
            .OrderBy(r => Array.IndexOf(KnownRuntimeOrder, r) is var i and >= 0 ? i : int.MaxValue)
            .ThenBy(r => r, StringComparer.Ordinal)
            .ToList();

    /// <summary>The published runs, read once per docs run.</summary>
    public static RuntimeComparisonResults Load(DocsContext context) =>
        context.Loaded(c => Load(c.Results));

    public static RuntimeComparisonResults Load(Results.ResultsStore store)
    {
        List<IReadOnlyList<RunReport>> classRuns = [.. store.Environments(FolderPrefix).SelectMany(store.RunsIn)];
        var measurements = classRuns
            .SelectMany(runs => runs.SelectMany((report, run) => report.Rows.Select(row => (
                Class: ClassOf(report),
                // A class with [Params] has a row per parameter value: its method is named with them, "Yield(Frames=8)"
                // (BenchmarkDotNet's display of them is bracketed, "[Frames=8]").
                Method: row.Labels.TryGetValue("parameters", out var parameters) && parameters.Length > 0 ? $"{row.Labels["method"]}({parameters.Trim('[', ']')})" : row.Labels["method"],
                Runtime: row.Labels["runtime"],
                Run: run,
                Median: row.Metrics["medianNs"],
                Spread: row.Metrics["stdDevNs"] / row.Metrics["meanNs"],
                Bytes: row.Metrics.TryGetValue("allocatedBytes", out var bytes) ? bytes : (double?)null))))
            .GroupBy(row => (row.Class, row.Method, row.Runtime))
            .Select(rows => new RuntimeMeasurement(
                rows.Key.Class,
                rows.Key.Method,
                rows.Key.Runtime,
                [.. rows.OrderBy(row => row.Run).Select(row => row.Median)],
                [.. rows.OrderBy(row => row.Run).Select(row => row.Spread)],
                rows.Select(row => row.Bytes).OfType<double>().ToList() is { Count: > 0 } allocated ? Median.Of(allocated) : null))
            .ToList();
        return new RuntimeComparisonResults(classRuns, measurements);
    }

    public RuntimeMeasurement? Find(string benchmarkClass, string method, string runtime) =>
        Measurements.FirstOrDefault(m => m.BenchmarkClass == benchmarkClass && m.Method == method && m.Runtime == runtime);

    /// <summary>
    /// A benchmark's time on <paramref name="runtime"/> over its time on <paramref name="baselineRuntime"/>, the median of
    /// the ratios taken within each run: "0.32×"; null where either was not measured.
    /// </summary>
    public string? Ratio(string benchmarkClass, string method, string runtime, string baselineRuntime) =>
        Find(benchmarkClass, method, runtime) is { } measured && Find(benchmarkClass, method, baselineRuntime) is { } baseline
            ? FigureRange.Of(measured.RatiosTo(baseline), BenchmarkFormat.Ratio, "×")
            : null;

    /// <summary>The benchmark methods of a class in the order they were saved.</summary>
    public IReadOnlyList<string> Methods(string benchmarkClass) =>
        Measurements.Where(m => m.BenchmarkClass == benchmarkClass).Select(m => m.Method).Distinct().ToList();

    private static string ClassOf(RunReport report) => report.Scenario[(report.Scenario.IndexOf('/', StringComparison.Ordinal) + 1)..];
}
