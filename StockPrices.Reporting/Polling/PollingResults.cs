using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Polling;

/// <summary>Finds the committed polling reports: this runtime's results folder first, then any other.</summary>
public static class PollingResults
{
    public const string Simulated = "polling-simulated";
    public const string SimulatedWithCost = "polling-simulated-cost-100ms-500ms";
    public const string Tcp = "polling-tcp";

    public static RunReport? Load(DocsContext context, string stem)
    {
        ArgumentNullException.ThrowIfNull(context);
        var fileName = stem + RunReportFile.Suffix;
        var preferred = Path.Combine(context.ResultsFolder, EnvironmentInfo.ResultsFolderName, fileName);
        if (File.Exists(preferred))
        {
            return RunReportFile.Load(preferred);
        }

        var other = Directory.Exists(context.ResultsFolder)
            ? Directory.EnumerateFiles(context.ResultsFolder, fileName, SearchOption.AllDirectories).Order(StringComparer.Ordinal).FirstOrDefault()
            : null;
        return other is null ? null : RunReportFile.Load(other);
    }

    /// <summary>What a section shows when its report has not been run yet: the command that makes it.</summary>
    public static string Missing(string command) =>
        $"_No results committed yet: run `dotnet run -c Release --project StockPrices.Benchmarks -- {command}`._\n";

    /// <summary>Where and how a report was measured, for the line under its table.</summary>
    public static string Caption(RunReport report)
    {
        ArgumentNullException.ThrowIfNull(report);
        var environment = report.Environment;
        var command = report.Parameters.TryGetValue("command", out var c) ? c.Trim() : report.Scenario;
        var load = report.Parameters.TryGetValue("loadAverageAtStart", out var atStart) && report.Parameters.TryGetValue("loadAverageAtEnd", out var atEnd)
            ? $" Load average (1, 5, 15 min) at the start {atStart}, at the end {atEnd}."
            : string.Empty;
        return $"_`{command}` on {environment.Runtime}, {environment.OperatingSystem}, {environment.Processor} ({environment.ProcessorCount} logical cores, shared with other jobs: noisy), {report.StartedUtc:yyyy-MM-dd}.{load} Raw data: `{report.Scenario}{RunReportFile.Suffix}`._\n";
    }
}
