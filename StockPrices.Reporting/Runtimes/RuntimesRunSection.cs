using System.Globalization;
using System.Text;
using StockPrices.Reporting.Docs;
using StockPrices.Results;
using StockPrices.Results.Quiet;

namespace StockPrices.Reporting.Runtimes;

/// <summary>docs/runtimes.md: how each runtimes results file was measured (command, job, runtimes as their processes reported them).</summary>
public sealed class RuntimesRunSection : IDocsSection
{
    public string Id => "runtimes-run";

    public string Render(DocsContext context)
    {
        var results = RuntimeComparisonResults.Load(context.Results);
        var text = new StringBuilder();
        foreach (var report in results.Reports)
        {
            text.Append(CultureInfo.InvariantCulture, $"- **{report.Scenario}**, {report.StartedUtc:yyyy-MM-dd HH:mm} UTC, {report.Environment.Processor} ({report.Environment.ProcessorCount} cores), ");
            text.Append(CultureInfo.InvariantCulture, $"BenchmarkDotNet {report.Parameters["benchmarkDotNet"]}, job `{report.Parameters["job"]}`, {report.Duration.TotalMinutes:0} min, {Load(report)}: `{report.RecordedCommand()}`\n");
            foreach (var runtime in report.Notes)
            {
                text.Append(CultureInfo.InvariantCulture, $"  - {runtime}\n");
            }
        }

        return text.Length == 0 ? "_No results yet._\n" : text.ToString();
    }

    private static string Load(RunReport report) => QuietMachineText.Describe(report.Run);
}
