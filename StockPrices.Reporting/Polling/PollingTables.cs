using System.Globalization;
using StockPrices.Results;

namespace StockPrices.Reporting.Polling;

/// <summary>The polling reports as tables: printed by the runner and generated into docs/concurrency.md.</summary>
public static class PollingTables
{
    private static readonly Column[] SimulatedColumns =
    [
        new("N", row => Label(row, PollingMetrics.ConnectionsLabel)),
        new("Cost", row => Label(row, PollingMetrics.CostLabel) + " ms"),
        Metric("Handled/s", PollingMetrics.HandledPerSecond, "#,0.0"),
        Metric("Handled/offered", PollingMetrics.HandledOverOffered, "0.000"),
        Metric("Polls/s", PollingMetrics.PollsPerSecond, "#,0"),
        Metric("p50 ms", PollingMetrics.LatencyP50Ms, "#,0.0"),
        Metric("p99 ms", PollingMetrics.LatencyP99Ms, "#,0.0"),
        Metric("Peak threads", PollingMetrics.PeakProcessThreads, "#,0"),
        Metric("Peak pool threads", PollingMetrics.PeakThreadPoolThreads, "#,0"),
        Metric("Peak WS MB", PollingMetrics.PeakWorkingSetMB, "#,0.0"),
        Metric("CPU s", PollingMetrics.CpuSeconds, "0.00"),
    ];

    private static readonly Column[] TcpColumns =
    [
        new("N", row => Label(row, PollingMetrics.ConnectionsLabel)),
        Metric("Held", PollingMetrics.ConnectionsHeld, "#,0"),
        Metric("Handled/s", PollingMetrics.HandledPerSecond, "#,0.0"),
        Metric("Handled/sent", PollingMetrics.HandledOverOffered, "0.000"),
        Metric("Lost", PollingMetrics.Missing, "#,0"),
        Metric("Duplicated", PollingMetrics.Duplicates, "#,0"),
        Metric("p50 ms", PollingMetrics.LatencyP50Ms, "#,0.00"),
        Metric("p99 ms", PollingMetrics.LatencyP99Ms, "#,0.00"),
        Metric("Peak threads", PollingMetrics.PeakProcessThreads, "#,0"),
        Metric("Peak pool threads", PollingMetrics.PeakThreadPoolThreads, "#,0"),
        Metric("Peak WS MB", PollingMetrics.PeakWorkingSetMB, "#,0.0"),
        Metric("CPU s", PollingMetrics.CpuSeconds, "0.00"),
    ];

    public static MarkdownTable Simulated(RunReport report) => Build(report, "Variant", SimulatedColumns);

    public static MarkdownTable Tcp(RunReport report) => Build(report, "Server", TcpColumns);

    private static MarkdownTable Build(RunReport report, string variantHeader, Column[] columns)
    {
        var table = new MarkdownTable([variantHeader, .. columns.Select(c => c.Header)])
            .AlignRight([.. columns.Select(c => c.Header)]);
        foreach (var row in report.Rows)
        {
            table.AddRow([row.Variant, .. columns.Select(c => c.Cell(row))]);
        }

        return table;
    }

    private static Column Metric(string header, string metric, string format) =>
        new(header, row => PollingMetrics.Get(row, metric) is var value && double.IsNaN(value) ? "-" : value.ToString(format, CultureInfo.InvariantCulture));

    private static string Label(RunReportRow row, string label) =>
        row.Labels.TryGetValue(label, out var value) ? value : "?";

    private sealed record Column(string Header, Func<RunReportRow, string> Cell);
}
