using System.Globalization;
using System.Text;
using StockPrices.Reporting.Charts;
using StockPrices.Reporting.Docs;
using StockPrices.Results;

namespace StockPrices.Reporting.Polling;

/// <summary>The real loopback server: the table, the largest N each server held with no message lost, and threads and memory by N.</summary>
public sealed class PollingTcpSection : IDocsSection
{
    public const string ThreadsChart = "docs/charts/polling-tcp-threads.svg";
    public const string MemoryChart = "docs/charts/polling-tcp-memory.svg";

    public string Id => "polling-tcp";

    public string Render(DocsContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        var report = PollingResults.Load(context, PollingResults.Tcp);
        if (report is null)
        {
            return PollingResults.Missing("polling tcp --connections 500 2000 5000 10000");
        }

        var prose = Prose.Of("polling");
        var text = new StringBuilder();
        text.Append(PollingTables.Tcp(report)).Append('\n');
        text.Append(PollingResults.Caption(report)).Append('\n');
        text.Append(prose.Fill("tcp.limits", new { openFiles = report.Parameters.GetValueOrDefault("openFilesLimit", "unknown"), bytes = report.Parameters.GetValueOrDefault("messageBytes", "?") })).Append("\n\n");
        text.Append(prose["tcp.largest-intro"]).Append("\n\n");
        foreach (var server in report.Rows.GroupBy(row => row.Variant))
        {
            var clean = server.Where(IsClean).Select(Connections).DefaultIfEmpty(0).Max();
            var tried = server.Select(Connections).Max();
            text.Append(prose.Fill("tcp.largest", new { server = server.Key, clean = clean == 0 ? "none" : clean.ToString("#,0", CultureInfo.InvariantCulture), tried = tried.ToString("#,0", CultureInfo.InvariantCulture) })).Append('\n');
        }

        foreach (var note in report.Notes)
        {
            text.Append(prose.Fill("tcp.not-measured", new { note })).Append('\n');
        }

        var threads = new SvgBarChart(prose["tcp.threads-title"], "threads (log scale)") { Logarithmic = true };
        var memory = new SvgBarChart(prose["tcp.memory-title"], "MB");
        foreach (var byConnections in report.Rows.GroupBy(row => Connections(row)).OrderBy(g => g.Key))
        {
            var name = $"N={byConnections.Key:#,0}";
            threads.AddSeries(name, byConnections.Select(row => (row.Variant, PollingMetrics.Get(row, PollingMetrics.PeakProcessThreads))));
            memory.AddSeries(name, byConnections.Select(row => (row.Variant, PollingMetrics.Get(row, PollingMetrics.PeakWorkingSetMB))));
        }

        text.Append('\n').Append(prose.Fill("tcp.charts", new { threads = context.AddFile(ThreadsChart, threads.Render()), memory = context.AddFile(MemoryChart, memory.Render()) })).Append('\n');
        return text.ToString();
    }

    private static int Connections(RunReportRow row) =>
        int.Parse(row.Labels[PollingMetrics.ConnectionsLabel], CultureInfo.InvariantCulture);

    private static bool IsClean(RunReportRow row) =>
        PollingMetrics.Get(row, PollingMetrics.Missing) == 0
        && PollingMetrics.Get(row, PollingMetrics.Duplicates) == 0
        && PollingMetrics.Get(row, PollingMetrics.CompletedConnections) == Connections(row)
        && PollingMetrics.Get(row, PollingMetrics.HandledOverOffered) == 1;
}
