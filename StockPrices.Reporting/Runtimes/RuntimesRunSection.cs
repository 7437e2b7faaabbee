using System.Globalization;
using System.Text;
using StockPrices.Reporting.Docs;
using StockPrices.Results;
using StockPrices.Results.Quiet;

namespace StockPrices.Reporting.Runtimes;

/// <summary>
/// docs/method.md: each run of the <c>runtimes</c> command (when, how long, the gate's most disturbed readings, the cases
/// measured again), its command, and the runtime and compilation each job's benchmark processes reported.
/// </summary>
public sealed class RuntimesRunSection : IDocsSection
{
    /// <summary>How the <c>runtimes</c> command's note on a case measured again starts; the case follows.</summary>
    public const string MeasuredAgainNote = "measured again after a disturbed quiet-machine reading: ";

    /// <summary>How the note in which a benchmark process reports its runtime and compilation starts.</summary>
    private const string ProcessNote = "benchmark process: ";

    public string Id => "runtimes-run";

    public string Render(DocsContext context)
    {
        var results = RuntimeComparisonResults.Load(context);
        // The classes of one run share its start: the command records it once, before the first benchmark.
        var runs = results.ClassRuns.SelectMany(runs => runs).GroupBy(report => report.StartedUtc).OrderBy(run => run.Key).ToList();
        if (runs.Count == 0)
        {
            return "_No results yet._\n";
        }

        var table = new MarkdownTable("Started (UTC)", "Classes", "Took (min)", "Foreign CPU, most", "Calibration drift, most", "Cores distant, most", "Cases measured again").AlignRight(1..);
        foreach (var run in runs)
        {
            var report = run.First();
            var quiet = report.Run?.QuietMachine;
            table.AddRow(
                report.StartedUtc.ToString("yyyy-MM-dd HH:mm", CultureInfo.InvariantCulture),
                run.Count().ToString(CultureInfo.InvariantCulture),
                (report.Run?.Duration ?? report.Duration).TotalMinutes.ToString("0", CultureInfo.InvariantCulture),
                quiet?.MostForeignCpu ?? QuietMachineText.NotRecorded,
                quiet?.MostCalibrationDrift ?? QuietMachineText.NotRecorded,
                quiet?.MostDistantCores ?? QuietMachineText.NotRecorded,
                Notes(run).Count(note => note.StartsWith(MeasuredAgainNote, StringComparison.Ordinal)).ToString(CultureInfo.InvariantCulture));
        }

        var first = runs[0].First();
        var text = new StringBuilder(Prose.Of("runtimes").Fill("run", new
        {
            cpu = first.Environment.Processor,
            cores = first.Environment.ProcessorCount,
            benchmarkDotNet = first.Parameters["benchmarkDotNet"],
            job = first.Parameters["job"],
            commands = string.Join(", ", runs.Select(run => $"`{run.First().RecordedCommand()}`").Distinct(StringComparer.Ordinal)),
        })).Append("\n\n").Append(table).Append('\n');
        foreach (var note in runs.SelectMany(Notes).Where(note => note.StartsWith(ProcessNote, StringComparison.Ordinal)).Distinct(StringComparer.Ordinal))
        {
            text.Append(CultureInfo.InvariantCulture, $"- {note[ProcessNote.Length..]}\n");
        }

        return text.ToString();
    }

    // BenchmarkDotNet pads its runtime lines to each summary's longest job name: the same line, padded alike.
    private static IEnumerable<string> Notes(IEnumerable<RunReport> run) =>
        run.SelectMany(classReport => classReport.Notes).Select(note => string.Join(' ', note.Split(' ', StringSplitOptions.RemoveEmptyEntries))).Distinct(StringComparer.Ordinal);

}
