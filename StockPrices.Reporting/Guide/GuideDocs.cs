using System.Globalization;
using System.Text;
using System.Text.RegularExpressions;
using StockPrices.Reporting.Article;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Beyond;
using StockPrices.Reporting.Charts;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Figures;
using StockPrices.Reporting.Paired;
using StockPrices.Reporting.Polling;
using StockPrices.Reporting.Runtimes;
using StockPrices.Results;
using StockPrices.Results.Quiet;

namespace StockPrices.Reporting.Guide;

/// <summary>
/// The generated regions of the guide (its chart), its appendix (docs/method.md) and its index; the rest of the guide is
/// markdown with figure placeholders.
/// </summary>
public static partial class GuideDocs
{
    private const string Build = "dotnet run -c Release ";

    private const string Project = "--project StockPrices.Benchmarks ";

    /// <summary>Wide enough for the chart's longest category and series names beside a readable plot.</summary>
    private const int ChartWidth = 1000;

    private static readonly (string Category, string Class, string Method)[] ChartCalls =
    [
        ("sync lookup", "SyncVsTaskVsValueTask", "GetStockPriceFor"),
        ("Task<T> lookup, completes synchronously", "SyncVsTaskVsValueTask", "GetStockPriceForAsync"),
        ("ValueTask<T> lookup, completes synchronously", "SyncVsTaskVsValueTask", "GetStockPriceWithValueTaskAsync"),
        ("1 frame suspends, no thread pool (machinery)", "SuspensionMachinery", "Task_OneLevel"),
        ("1 frame suspends at Task.Yield, awaited", RuntimesDocs.WinsAndLosesClass, "Yield_AsyncCaller(Frames=1)"),
        ("2-level chain suspends, awaited", "AwaitingNonCompletedTask", "GetStockPriceForAsync_AsyncAllTheWay"),
        ("2-level chain suspends, caller blocks", "AwaitingNonCompletedTask", "GetStockPriceForAsync_Await"),
    ];

    private static readonly (string Series, string Job)[] ChartRuntimes =
    [
        (".NET 10", RuntimeTable.DotNet10),
        (".NET 11, state machines", RuntimesDocs.StateMachines),
        (".NET 11, runtime async", RuntimesDocs.RuntimeAsync),
    ];

    public static IReadOnlyList<DocsSection> All { get; } =
    [
        new("guide.chart", Chart),
        new("method.noise", Noise),
        new("guide.reproduce", Reproduce),
        new("method.figures", Statistics),
    ];

    /// <summary>
    /// docs/guide.md's chart: what each way of writing the call costs in time and in bytes, on .NET 10 and on .NET 11 in
    /// both compilation modes, from the committed <c>runtimes</c> runs, which measure the three side by side in each run.
    /// A time is the median of the runs' medians, its segment the lowest to the highest.
    /// </summary>
    private static string Chart(DocsContext context)
    {
        var results = RuntimeComparisonResults.Load(context);
        var time = new SvgBarChart("Time per call (dot: median of the runs; segment: lowest to highest run)", "ns per call (log scale)") { Logarithmic = true, Width = ChartWidth };
        var bytes = new SvgBarChart("Bytes allocated per call", "bytes per call") { Width = ChartWidth };
        foreach (var (series, job) in ChartRuntimes)
        {
            var measured = ChartCalls.Select(call => (call.Category, Measurement: results.Find(call.Class, call.Method, job))).Where(call => call.Measurement is not null).ToList();
            time.AddSeries(series, measured.Select(call => (call.Category, call.Measurement!.MedianNanoseconds, call.Measurement.RunMedianNanoseconds.Min(), call.Measurement.RunMedianNanoseconds.Max())));
            bytes.AddSeries(series, measured.Where(call => call.Measurement!.AllocatedBytes is not null).Select(call => (call.Category, call.Measurement!.AllocatedBytes!.Value)));
        }

        return Prose.Of("guide").Fill("chart", new
        {
            time = context.AddFile("docs/charts/guide-time.svg", time.Render()),
            bytes = context.AddFile("docs/charts/guide-bytes.svg", bytes.Render()),
        }) + "\n";
    }

    /// <summary>
    /// docs/method.md: the machine, and what else ran on it during the committed runs: per suite, the most any run's
    /// quiet-machine readings gave of each figure the gate judges.
    /// </summary>
    private static string Noise(DocsContext context)
    {
        var article = ArticleResults.LoadAllRuns(context);
        var machine = article[0].Environment.Environment;
        var table = new MarkdownTable("Committed runs", "Runs", "Readings", "Foreign CPU, most", "Calibration drift, most", "Cores distant, most").AlignRight(1..);
        Row(table, "Article suite", article.Select(r => r.QuietMachine));
        Row(table, "Paired comparisons (`quick`)", Records(context.Results.Runs(ResultsScenarios.Quick)));
        Row(table, "Idle connections, simulated", Records([context.Results.Report(ResultsScenarios.PollingSimulated)]));
        Row(table, "Idle connections, ramp-up", Records([context.Results.Report(PollingResults.SimulatedWithCost)]));
        Row(table, "Idle connections, loopback TCP", Records(PollingResults.TcpRuns(context)));
        Row(table, "Message ring headline", Records(context.Results.Runs(ResultsScenarios.RingHeadline)));
        Row(table, "Message ring, small", Records(context.Results.Runs(ResultsScenarios.RingSmall)));
        Row(table, "Message ring grid", Records(context.Results.Runs(ResultsScenarios.RingGrid)));
        Row(table, "Pipelines bandwidth table", Records(context.Results.Runs(ResultsScenarios.PipelinesBandwidthTable)));
        Row(table, "Pipelines, one configuration", Records(context.Results.Runs(ResultsScenarios.PipelinesSimulated)));
        Row(table, "Pipelines, a real file", Records(context.Results.Runs(ResultsScenarios.PipelinesFile)));
        Row(table, "Ten questions beyond the article", (BeyondResults.LoadCommitted(context)?.Runs ?? []).Select(r => r.QuietMachine));
        return Prose.Of("method").Fill("noise", new
        {
            cpu = machine.Processor,
            cores = machine.ProcessorCount,
            os = machine.OperatingSystem,
            runtime = machine.Runtime,
            table,
        }) + "\n";
    }

    private static IEnumerable<QuietMachineRecord?> Records(IEnumerable<RunReport?> reports) => reports.Select(report => report?.Run?.QuietMachine);

    private static void Row(MarkdownTable table, string suite, IEnumerable<QuietMachineRecord?> runs)
    {
        var records = runs.ToList();
        if (records.Count == 0 || records.Any(record => record is null))
        {
            table.AddRow(suite, records.Count.ToString(CultureInfo.InvariantCulture), QuietMachineText.NotRecorded, "–", "–", "–");
            return;
        }

        var pooled = QuietMachineRecord.Pooled(records.OfType<QuietMachineRecord>());
        table.AddRow(
            suite,
            records.Count.ToString(CultureInfo.InvariantCulture),
            pooled.Readings.Count.ToString(CultureInfo.InvariantCulture),
            pooled.MostForeignCpu,
            pooled.MostCalibrationDrift,
            pooled.MostDistantCores);
    }

    /// <summary>
    /// docs/method.md: every committed results file with the command line it records, so each number can be made
    /// again. Shown without <c>--save</c> and <c>--artifacts</c>: run as shown, a command writes to artifacts/results/
    /// and never replaces the committed results.
    /// </summary>
    private static string Reproduce(DocsContext context)
    {
        var table = new MarkdownTable("Results", "Runs", $"`{Build}{Project.TrimEnd()}` and").AlignRight(1..2);
        void AddSuiteRow(string folder, int runs, string command) =>
            table.AddRow($"`{Path.GetRelativePath(context.DocsFolder, folder).Replace('\\', '/')}/`",
                runs.ToString(CultureInfo.InvariantCulture), $"`{Safe(command)}`");

        foreach (var (scenario, command) in new[] { (ResultsScenarios.Article, ""), (ResultsScenarios.Beyond, "beyond ") })
        {
            if (BenchmarkRun.LoadCommitted(context, scenario) is { Count: > 0 } runs)
            {
                AddSuiteRow(context.Results.CommittedFolder(BenchmarkRun.CommittedEnvironment, scenario), runs.Count,
                    RunRecorder.CommandPrefix + command + string.Join(' ', runs[0].Environment.Arguments));
            }
        }

        // The files one command wrote together (the runtimes command's, one per class) share a row.
        var files = context.Results.AllReportFiles()
            .Select(file => (Folder: Path.GetRelativePath(context.DocsFolder, Path.GetDirectoryName(file.Path)!).Replace('\\', '/'), Name: Path.GetFileName(file.Path), file.Runs,
                Command: RunReportFile.Load(file.Path).RecordedCommand()?.Replace(Build, Build + BuildOptions(context, file.Path), StringComparison.Ordinal)))
            .GroupBy(file => (file.Folder, file.Runs, file.Command));
        foreach (var group in files)
        {
            var (folder, runs, command) = group.Key;
            table.AddRow(group.Count() == 1 ? $"`{folder}/{group.First().Name}`" : $"`{folder}/` ({group.Count()} files)", runs.ToString(CultureInfo.InvariantCulture),
                command is null ? "not recorded in the file: see its chapter" : $"`{Safe(command)}`");
        }

        return table.ToString();
    }

    /// <summary>
    /// The options that build the app as the results under <paramref name="path"/> were measured, which the run record
    /// leaves out (it records the app's own arguments): .NET 11 is a target framework of its own
    /// (<c>net11.0-linux-x64</c>), and runtime async a property on it (<c>net11.0-runtime-async-linux-x64</c>).
    /// </summary>
    private static string BuildOptions(DocsContext context, string path)
    {
        var environment = Path.GetRelativePath(context.ResultsFolder, path).Split(Path.DirectorySeparatorChar, Path.AltDirectorySeparatorChar)[0];
        return environment.StartsWith("net11.0-runtime-async-", StringComparison.Ordinal) ? "-f net11.0 --property:StockPricesRuntimeAsync=true "
            : environment.StartsWith("net11.0-", StringComparison.Ordinal) ? "-f net11.0 "
            : "";
    }

    /// <summary>
    /// The command's arguments after <c>dotnet run -c Release --project StockPrices.Benchmarks</c>, which every row shares,
    /// without the options that write to docs/results (<c>--save</c>, <c>--save-repeat</c>, <c>--artifacts</c> and its folder).
    /// </summary>
    private static string Safe(string command) =>
        PublishingOptions().Replace(command, "").Replace(Build, "", StringComparison.Ordinal).Replace(Project, "", StringComparison.Ordinal);

    [GeneratedRegex(@" (--save|--save-repeat|--save-check|--artifacts \S+)(?= |$)")]
    private static partial Regex PublishingOptions();

    /// <summary>
    /// docs/method.md: how each statistic the docs quote is computed, one line for each statistic some figure uses, and
    /// where a figure is defined. Which figure a number is shows in the markdown beside it, and FigureCatalogue says which
    /// result it reads, so the docs do not list the figures a second time.
    /// </summary>
    private static string Statistics(DocsContext context)
    {
        var prose = Prose.Of("figures");
        var text = new StringBuilder(prose["intro"]).Append("\n\n");
        foreach (var statistic in FigureCatalogue.All.Select(figure => figure.Statistic).Distinct().Order())
        {
            text.Append("- ").Append(prose[$"statistic.{statistic}"]).Append('\n');
        }

        return text.ToString();
    }
}
