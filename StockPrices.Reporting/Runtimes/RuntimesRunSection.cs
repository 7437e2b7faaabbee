using System.Globalization;
using System.Text;
using StockPrices.Reporting.Docs;
using StockPrices.Results;
using StockPrices.Results.Quiet;

namespace StockPrices.Reporting.Runtimes;

/// <summary>
/// docs/runtimes.md: how each run of the <c>runtimes</c> command was measured (command, job, gate), and the runtime and
/// compilation each of its benchmark processes reported, once per distinct line over its benchmark classes.
/// </summary>
public sealed class RuntimesRunSection : IDocsSection
{
    /// <summary>How the <c>runtimes</c> command's note on a case measured again starts; the case follows.</summary>
    public const string MeasuredAgainNote = "measured again after a disturbed quiet-machine reading: ";

    public string Id => "runtimes-run";

    public string Render(DocsContext context)
    {
        var results = RuntimeComparisonResults.Load(context);
        var text = new StringBuilder();
        // The classes of one run share its start: the command records it once, before the first benchmark.
        foreach (var run in results.ClassRuns.SelectMany(runs => runs).GroupBy(report => report.StartedUtc).OrderBy(run => run.Key))
        {
            var report = run.First();
            text.Append(Prose.Of("runtimes").Fill("run", new
            {
                started = report.StartedUtc.ToString("yyyy-MM-dd HH:mm", CultureInfo.InvariantCulture),
                classes = run.Count(),
                cpu = report.Environment.Processor,
                cores = report.Environment.ProcessorCount,
                benchmarkDotNet = report.Parameters["benchmarkDotNet"],
                job = report.Parameters["job"],
                minutes = (report.Run?.Duration ?? report.Duration).TotalMinutes.ToString("0", CultureInfo.InvariantCulture),
                quiet = QuietMachineText.Describe(report.Run),
                command = report.RecordedCommand(),
            })).Append('\n');
            // BenchmarkDotNet pads its runtime lines to each summary's longest job name: the same line, padded alike.
            var notes = run.SelectMany(classReport => classReport.Notes).Select(note => string.Join(' ', note.Split(' ', StringSplitOptions.RemoveEmptyEntries))).Distinct(StringComparer.Ordinal).ToList();
            foreach (var note in notes.Where(note => !note.StartsWith(MeasuredAgainNote, StringComparison.Ordinal)))
            {
                text.Append(CultureInfo.InvariantCulture, $"  - {note}\n");
            }

            if (notes.Count(note => note.StartsWith(MeasuredAgainNote, StringComparison.Ordinal)) is var again and > 0)
            {
                text.Append(Prose.Of("runtimes").Fill("measured-again", new { cases = again })).Append('\n');
            }
        }

        return text.Length == 0 ? "_No results yet._\n" : text.ToString();
    }
}
