using System.Text;
using StockPrices.Reporting.Charts;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Polling;

/// <summary>The simulated run without handling cost: the full table and the throughput and threads charts.</summary>
public sealed class PollingSimulatedSection : IDocsSection
{
    public const string ThroughputChart = "docs/charts/polling-simulated-throughput.svg";
    public const string ThreadsChart = "docs/charts/polling-simulated-threads.svg";

    public string Id => "polling-simulated";

    public string Render(DocsContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        var report = PollingResults.Load(context, PollingResults.Simulated);
        if (report is null)
        {
            return PollingResults.Missing("polling simulated");
        }

        context.AddFile(ThroughputChart, new SvgBarChart("Simulated, no handling cost: rates per variant", "per second (log scale)") { Logarithmic = true }
            .AddSeries("handled/s", Values(report, PollingMetrics.HandledPerSecond))
            .AddSeries("polls/s (the seed's metric)", Values(report, PollingMetrics.PollsPerSecond).Where(v => v.Value > 0))
            .Render());
        context.AddFile(ThreadsChart, new SvgBarChart("Simulated, no handling cost: threads per variant", "threads")
            .AddSeries("peak process threads", Values(report, PollingMetrics.PeakProcessThreads))
            .AddSeries("peak thread-pool threads", Values(report, PollingMetrics.PeakThreadPoolThreads))
            .Render());

        var text = new StringBuilder();
        text.Append(PollingTables.Simulated(report)).Append('\n');
        text.Append(PollingResults.Caption(report)).Append('\n');
        text.Append("![Handled and polls per second per variant](charts/polling-simulated-throughput.svg)\n\n");
        text.Append("![Peak threads per variant](charts/polling-simulated-threads.svg)\n");
        return text.ToString();
    }

    internal static IEnumerable<(string Category, double Value)> Values(RunReport report, string metric) =>
        report.Rows.Select(row => (Category(row), PollingMetrics.Get(row, metric)));

    internal static string Category(RunReportRow row) =>
        $"{row.Variant} N={row.Labels.GetValueOrDefault(PollingMetrics.ConnectionsLabel)}";
}
