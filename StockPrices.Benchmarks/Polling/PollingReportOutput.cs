using StockPrices.Benchmarks.CommandLine;
using StockPrices.Reporting;
using StockPrices.Results;

namespace StockPrices.Benchmarks.Polling;

/// <summary>The end of a polling run: the table on the console, the notes, the report saved through the run's output.</summary>
internal static class PollingReportOutput
{
    /// <summary>Returns the exit code: 0 when every planned run gave a row (only then may the report be published).</summary>
    public static int PrintAndSave(RunReport report, MarkdownTable table, RunOutput output, int plannedRuns)
    {
        if (StopSignal.Requested)
        {
            return StopSignal.ExitCode;
        }

        Console.WriteLine();
        Console.WriteLine(table);
        foreach (var note in report.Notes)
        {
            Console.WriteLine("note: " + note);
        }

        if (report.Rows.Count == 0)
        {
            Console.Error.WriteLine("No run gave a result; nothing saved.");
            return 1;
        }

        var complete = report.Rows.Count == plannedRuns;
        return output.Finish(
            report,
            complete ? 0 : 1,
            complete ? RunCompleteness.Complete : RunCompleteness.Partial,
            complete ? null : $"{report.Rows.Count} of {plannedRuns} runs gave a row");
    }
}
