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
            text.Append(Prose.Of("runtimes").Fill("run", new
            {
                scenario = report.Scenario,
                started = report.StartedUtc.ToString("yyyy-MM-dd HH:mm", CultureInfo.InvariantCulture),
                cpu = report.Environment.Processor,
                cores = report.Environment.ProcessorCount,
                benchmarkDotNet = report.Parameters["benchmarkDotNet"],
                job = report.Parameters["job"],
                minutes = report.Duration.TotalMinutes.ToString("0", CultureInfo.InvariantCulture),
                quiet = QuietMachineText.Describe(report.Run),
                command = report.RecordedCommand(),
            })).Append('\n');
            foreach (var runtime in report.Notes)
            {
                text.Append(CultureInfo.InvariantCulture, $"  - {runtime}\n");
            }
        }

        return text.Length == 0 ? "_No results yet._\n" : text.ToString();
    }
}
