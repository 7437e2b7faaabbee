using StockPrices.Reporting;

namespace StockPrices.Benchmarks.Polling;

/// <summary>The end of a polling run: the table on the console, the notes, the JSON report saved.</summary>
internal static class PollingReportOutput
{
    /// <summary>Returns the exit code: 0 when every planned run gave a row.</summary>
    public static int PrintAndSave(RunReport report, MarkdownTable table, string folder, int plannedRuns)
    {
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

        Console.WriteLine("saved " + RunReportFile.Save(report, folder, report.Scenario));
        return report.Rows.Count == plannedRuns ? 0 : 1;
    }
}
