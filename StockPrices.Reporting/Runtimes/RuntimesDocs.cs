using System.Globalization;
using System.Text;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Figures;
using StockPrices.Results;
using StockPrices.Results.Quiet;

namespace StockPrices.Reporting.Runtimes;

/// <summary>The generated regions of docs/runtimes.md, and the <c>runtimes</c> runs in docs/method.md.</summary>
public static class RuntimesDocs
{
    /// <summary>The chains that set runtime async against the state machines on .NET 11 (<c>runtimes-wins-and-loses</c>).</summary>
    public const string WinsAndLosesClass = "RuntimeAsyncWinsAndLoses";

    /// <summary>The suspension's machinery alone, no thread pool, on every runtime (<c>runtimes-machinery</c>).</summary>
    public const string MachineryClass = "SuspensionMachinery";
    public const string StateMachines = ".NET 11.0";
    public const string RuntimeAsync = ".NET 11.0 runtime async";

    public const string NativeAot10 = "NativeAOT 10.0";

    public const string NativeAot11 = "NativeAOT 11.0";

    /// <summary>How the <c>runtimes</c> command's note on a case measured again starts; the case follows.</summary>
    public const string MeasuredAgainNote = "measured again after a disturbed quiet-machine reading: ";

    /// <summary>How the note in which a benchmark process reports its runtime and compilation starts.</summary>
    private const string ProcessNote = "benchmark process: ";

    /// <summary>The answers shown, in table order; each question is the sentence <c>question.{id}</c> of Prose/runtimes.md.</summary>
    private static readonly string[] Questions = ["async-task-completed", "task-from-result", "decimal-zero", "decimal-zero-scale-one", "task-of-decimal-bytes"];

    public static IReadOnlyList<DocsSection> All { get; } =
    [
        Measured("runtimes-cached-results", CachedResults),
        Measured("runtimes-wins-and-loses", WinsAndLoses),
        Measured("runtimes-machinery", results => RuntimeTable.Render(results, [MachineryClass], (measurement, baseline) =>
            $"{RuntimeTable.TimeOrRatio(measurement, baseline)}, {RuntimeTable.Bytes(measurement.AllocatedBytes)}")),
        Measured("runtimes-bytes-per-call", BytesPerCall),
        Measured("runtimes-time-per-call", TimePerCall),
        Measured("runtimes-run", Runs),
        new("runtimes-framework-lineage", FrameworkLineage),
    ];

    private static DocsSection Measured(string id, Func<RuntimeComparisonResults, string> render) =>
        new(id, context => render(RuntimeComparisonResults.Load(context)));

    /// <summary>
    /// Bytes allocated per call by the TaskResultCaching probes on each runtime; 0 B means the runtime handed out a cached
    /// task (or, for the ValueTask probe, no task at all). Runtimes that answer alike share a column.
    /// </summary>
    private static string CachedResults(RuntimeComparisonResults results) =>
        RuntimeTable.Render(results, [RuntimeTable.ProbeClass], Bytes, shareAlikeColumns: true);

    /// <summary>
    /// Where runtime async wins and where it loses. The <see cref="WinsAndLosesClass"/> chains on .NET 11 compiled as state
    /// machines and as runtime async, measured in the same runs: time and bytes per call of the chain in each mode, and
    /// runtime async's time over the state machines', the median of the ratios taken within each run.
    /// </summary>
    private static string WinsAndLoses(RuntimeComparisonResults results)
    {
        var table = new MarkdownTable("Chain", "state machines", "runtime async", "runtime async / state machines").AlignRight(1..);
        var rows = 0;
        foreach (var chain in results.Methods(WinsAndLosesClass))
        {
            if (results.Find(WinsAndLosesClass, chain, StateMachines) is { } compiled && results.Find(WinsAndLosesClass, chain, RuntimeAsync) is { } runtimeAsync)
            {
                table.AddRow(chain, Cell(compiled), Cell(runtimeAsync), results.Ratio(WinsAndLosesClass, chain, RuntimeAsync, StateMachines)!);
                rows++;
            }
        }

        return rows == 0
            ? Prose.Of("runtimes").Fill("no-results", new { command = RunRecorder.CommandPrefix + "runtimes --runtimes net10.0 net11.0 net11.0-runtime-async nativeaot10.0 --save" }) + "\n"
            : table.ToString();

        static string Cell(RuntimeMeasurement measurement) =>
            $"{FigureRange.Of(measurement.RunMedianNanoseconds, RuntimeTable.Time)}, {RuntimeTable.Bytes(measurement.AllocatedBytes)}";
    }

    /// <summary>
    /// Bytes per call of the article's benchmarks (every class but the caching probes) per runtime, for the rows where a
    /// runtime differs. The article's own numbers stand beside ours in docs/article.md.
    /// </summary>
    private static string BytesPerCall(RuntimeComparisonResults results) =>
        RuntimeTable.Render(results, RuntimeTable.SharedTableClasses(results), Bytes, (type, method) =>
            results.Runtimes
                .Select(runtime => results.Find(type, method, runtime))
                .OfType<RuntimeMeasurement>()
                .Select(measurement => Bytes(measurement, null))
                .Distinct(StringComparer.Ordinal)
                .Count() > 1);

    /// <summary>The article's benchmarks per runtime: the leftmost runtime's median time per call and every other runtime's time over it.</summary>
    private static string TimePerCall(RuntimeComparisonResults results) =>
        RuntimeTable.Render(results, RuntimeTable.SharedTableClasses(results), RuntimeTable.TimeOrRatio);

    private static string Bytes(RuntimeMeasurement measurement, RuntimeMeasurement? baseline) => RuntimeTable.Bytes(measurement.AllocatedBytes);

    /// <summary>
    /// docs/method.md: each run of the <c>runtimes</c> command (when, how long, the gate's most disturbed readings, the cases
    /// measured again), its command, and the runtime and compilation each job's benchmark processes reported.
    /// </summary>
    private static string Runs(RuntimeComparisonResults results)
    {
        // The classes of one run share its start: the command records it once, before the first benchmark.
        var runs = results.ClassRuns.SelectMany(runs => runs).GroupBy(report => report.StartedUtc).OrderBy(run => run.Key).ToList();
        if (runs.Count == 0)
        {
            return "_No results yet._\n";
        }

        // One row per series: the runs of one command, which measured the same classes.
        var series = runs.GroupBy(run => string.Join(' ', run.Select(report => report.Scenario).Order(StringComparer.Ordinal)), StringComparer.Ordinal);
        var table = new MarkdownTable("Runs started (UTC)", "Classes", "Took (min)", "Foreign CPU, most", "Calibration drift, most", "Cores distant, most", "Cases measured again").AlignRight(1..);
        foreach (var seriesRuns in series)
        {
            var reports = seriesRuns.Select(run => run.First()).ToList();
            var quiet = reports.Select(report => report.Run?.QuietMachine).OfType<QuietMachineRecord>().ToList();
            var pooled = quiet.Count == reports.Count ? QuietMachineRecord.Pooled(quiet) : null;
            table.AddRow(
                Starts([.. reports.Select(report => report.StartedUtc)]),
                seriesRuns.First().Count().ToString(CultureInfo.InvariantCulture),
                string.Join(", ", reports.Select(report => (report.Run?.Duration ?? report.Duration).TotalMinutes.ToString("0", CultureInfo.InvariantCulture))),
                pooled?.MostForeignCpu ?? QuietMachineText.NotRecorded,
                pooled?.MostCalibrationDrift ?? QuietMachineText.NotRecorded,
                pooled?.MostDistantCores ?? QuietMachineText.NotRecorded,
                string.Join(", ", seriesRuns.Select(run => Notes(run).Count(note => note.StartsWith(MeasuredAgainNote, StringComparison.Ordinal)).ToString(CultureInfo.InvariantCulture))));
        }

        var first = runs[0].First();
        var text = new StringBuilder(Prose.Of("runtimes").Fill("run", new
        {
            cpu = first.Environment.Processor,
            cores = first.Environment.ProcessorCount,
            benchmarkDotNet = first.Parameters["benchmarkDotNet"],
            job = first.Parameters["job"],
        })).Append("\n\n").Append(table).Append('\n');
        // What the process ran, without the job's expectation, which the process checked against it before it measured.
        foreach (var note in runs.SelectMany(Notes).Where(note => note.StartsWith(ProcessNote, StringComparison.Ordinal))
                     .Select(note => note[ProcessNote.Length..].Split("; the job expects")[0]).Distinct(StringComparer.Ordinal))
        {
            text.Append(CultureInfo.InvariantCulture, $"- {note}\n");
        }

        return text.ToString();
    }

    /// <summary>"2026-11-27 11:56, 20:09, 21:33": the date once for each day.</summary>
    private static string Starts(IReadOnlyList<DateTimeOffset> starts) =>
        string.Join(", ", starts.Select((start, i) => start.ToString(
            i > 0 && starts[i - 1].Date == start.Date ? "HH:mm" : "yyyy-MM-dd HH:mm", CultureInfo.InvariantCulture)));

    // BenchmarkDotNet pads its runtime lines to each summary's longest job name: the same line, padded alike.
    private static IEnumerable<string> Notes(IEnumerable<RunReport> run) =>
        run.SelectMany(classReport => classReport.Notes).Select(note => string.Join(' ', note.Split(' ', StringSplitOptions.RemoveEmptyEntries))).Distinct(StringComparer.Ordinal);

    /// <summary>
    /// Where the .NET Framework lineage (the .NET Framework 4.8 build, run by Mono) answers differently from .NET 10, each
    /// answer from a run in which the test asserting it passed.
    /// </summary>
    private static string FrameworkLineage(DocsContext context)
    {
        var folder = RuntimeAnswers.Folder(context.ResultsFolder);
        var runs = new[] { "net10.0.json", "mono.json" }.Select(file => RuntimeAnswers.Load(Path.Combine(folder, file))).ToList();

        var table = new MarkdownTable(["Question", .. runs.Select(run => $"{Short(run.Runtime)}, built for {run.BuiltFor}"), "Asserted by"]);
        var prose = Prose.Of("runtimes");
        foreach (var id in Questions)
        {
            table.AddRow([prose["question." + id], .. runs.Select(run => run.Answer(id)), runs[^1].Answers.Single(a => a.Id == id).AssertedBy]);
        }

        return table.ToString();

        // "Mono 6.8.0.105 (Debian ...)" without its build details.
        static string Short(string runtime) => runtime.Split(" (")[0];
    }
}
