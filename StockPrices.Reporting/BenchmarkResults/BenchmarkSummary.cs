using System.Text.Json;
using StockPrices.Reporting.Article;
using StockPrices.Reporting.Docs;
using StockPrices.Results;
using StockPrices.Results.Quiet;

namespace StockPrices.Reporting.BenchmarkResults;

/// <summary>
/// One BenchmarkDotNet full-JSON report (one benchmark class in one run, <c>*-report-full.json</c>, <c>JsonExporter.Full</c>)
/// and its host, read with the <c>Baseline</c> and <c>Categories</c> fields the benchmark app adds when it writes them.
/// </summary>
public sealed record BenchmarkSummary(
    string Title,
    string BenchmarkDotNetVersion,
    string RuntimeVersion,
    IReadOnlyList<BenchmarkResult> Benchmarks)
{
    public const string Suffix = "-report-full.json";

    /// <summary>The class's <c>Baseline = true</c> benchmark, if it has one.</summary>
    public BenchmarkResult? Baseline => Benchmarks.FirstOrDefault(b => b.IsBaseline);

    public BenchmarkResult this[string method] =>
        Benchmarks.FirstOrDefault(b => b.Method == method)
        ?? throw new KeyNotFoundException($"{Title} has no benchmark '{method}'. It has: {string.Join(", ", Benchmarks.Select(b => b.Method))}.");

    /// <summary>Every full-JSON report in <paramref name="folder"/>, ordered by file name.</summary>
    public static IReadOnlyList<BenchmarkSummary> LoadFolder(string folder)
    {
        ArgumentException.ThrowIfNullOrEmpty(folder);
        if (!Directory.Exists(folder))
        {
            throw new DirectoryNotFoundException($"No results folder {folder}.");
        }

        return Directory.EnumerateFiles(folder, "*" + Suffix)
            .Order(StringComparer.Ordinal)
            .Select(Load)
            .ToList();
    }

    public static BenchmarkSummary Load(string path)
    {
        ArgumentException.ThrowIfNullOrEmpty(path);
        return JsonFile.Parse(path, "BenchmarkDotNet full JSON report", json =>
        {
            using var document = JsonDocument.Parse(json);
            return Parse(document.RootElement);
        });
    }

    private static BenchmarkSummary Parse(JsonElement root)
    {
        var host = root.GetProperty("HostEnvironmentInfo");
        return new BenchmarkSummary(
            root.GetProperty("Title").GetString() ?? "",
            host.GetProperty("BenchmarkDotNetVersion").GetString() ?? "",
            host.GetProperty("RuntimeVersion").GetString() ?? "",
            root.GetProperty("Benchmarks").EnumerateArray().Select(BenchmarkResult.Parse).ToList());
    }
}

/// <summary>
/// One committed BenchmarkDotNet run of a suite: its reports by class, its environment.json, BenchmarkDotNet's warnings
/// from its log, and the quiet-machine gate's figures from its run record (null for a run made before the gate).
/// </summary>
public sealed record BenchmarkRun(IReadOnlyDictionary<string, BenchmarkSummary> Summaries, BenchmarkRunEnvironment Environment, BenchmarkRunWarnings Warnings, QuietMachineRecord? QuietMachine)
{
    /// <summary>The environment folder the committed suites are read from: docs/results/&lt;this&gt;/article, .../beyond.</summary>
    public const string CommittedEnvironment = "net10.0-linux-x64";

    /// <summary>
    /// Every committed run of a suite (<paramref name="scenario"/>, e.g. <see cref="ResultsScenarios.Article"/>): the one
    /// <c>--save</c> published, then its <c>--save-repeat</c> runs in run order; empty while none is committed.
    /// Read once per docs run.
    /// </summary>
    public static IReadOnlyList<BenchmarkRun> LoadCommitted(DocsContext context, string scenario) =>
        context.Loaded<IReadOnlyList<BenchmarkRun>>(c => [.. CommittedFolders(c.Results, scenario).Select(Load)], scenario);

    /// <summary>The folders of <see cref="LoadCommitted"/>'s runs, in its order.</summary>
    public static IReadOnlyList<string> CommittedFolders(ResultsStore store, string scenario) =>
        Directory.Exists(store.CommittedFolder(CommittedEnvironment, scenario))
            ? [store.CommittedFolderChecked(CommittedEnvironment, scenario), .. store.Repeats(CommittedEnvironment, scenario, folder: true)]
            : [];

    public static BenchmarkRun Load(string folder)
    {
        var record = Path.Combine(folder, ResultsStore.RunRecordFileName);
        return new(
            BenchmarkSummary.LoadFolder(folder).Where(s => s.Benchmarks.Count > 0).ToDictionary(s => s.Benchmarks[0].Type, StringComparer.Ordinal),
            BenchmarkRunEnvironmentFile.Load(folder),
            BenchmarkRunWarnings.Load(folder),
            File.Exists(record) ? ResultsStore.LoadRecord(record).QuietMachine : null);
    }
}
