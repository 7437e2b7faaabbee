using System.Globalization;
using StockPrices.Reporting.Docs;
using StockPrices.Results;
using StockPrices.Results.Quiet;

namespace StockPrices.Reporting.Polling;

/// <summary>The polling chapter's report keys, captions and placeholder, shared by its sections and the guide's figures.</summary>
public static class PollingResults
{
    /// <summary>The ramp-up run the docs show: handling costs of 100 ms and 500 ms.</summary>
    public static readonly string SimulatedWithCost = ResultsScenarios.PollingSimulatedWithCost(["100ms", "500ms"]);

    /// <summary>What a section shows when its report has not been run yet: the command that makes it.</summary>
    public static string Missing(string command) =>
        Prose.Of("polling").Fill("missing", new { command = RunRecorder.CommandPrefix + command }) + "\n";

    /// <summary>Where and how a report was measured, for the line under its table.</summary>
    public static string Caption(RunReport report)
    {
        var environment = report.Environment;
        var command = report.Run?.Command ?? (report.Parameters.TryGetValue("command", out var c) ? c.Trim() : report.Scenario);
        return Prose.Of("polling").Fill("caption", new
        {
            command,
            runtime = environment.Runtime,
            cpu = environment.Processor,
            cores = environment.ProcessorCount,
            date = report.StartedUtc.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture),
            file = report.Scenario + RunReportFile.Suffix,
        }) + "\n";
    }
}
