using System.Globalization;

namespace StockPrices.Reporting.Polling;

/// <summary>The polling reports as tables: printed by the runner and generated into docs/concurrency.md.</summary>
public static class PollingTables
{
    public static MarkdownTable Simulated(RunReport report)
    {
        ArgumentNullException.ThrowIfNull(report);
        var table = new MarkdownTable("Variant", "N", "Cost", "Handled/s", "Handled/offered", "Polls/s", "p50 ms", "p99 ms", "Peak threads", "Peak pool threads", "Peak WS MB", "CPU s")
            .AlignRight("N", "Cost", "Handled/s", "Handled/offered", "Polls/s", "p50 ms", "p99 ms", "Peak threads", "Peak pool threads", "Peak WS MB", "CPU s");
        foreach (var row in report.Rows)
        {
            table.AddRow(
                row.Variant,
                Label(row, PollingMetrics.ConnectionsLabel),
                Label(row, PollingMetrics.CostLabel) + " ms",
                Format(row, PollingMetrics.HandledPerSecond, "#,0.0"),
                Format(row, PollingMetrics.HandledOverOffered, "0.000"),
                Format(row, PollingMetrics.PollsPerSecond, "#,0"),
                Format(row, PollingMetrics.LatencyP50Ms, "#,0.0"),
                Format(row, PollingMetrics.LatencyP99Ms, "#,0.0"),
                Format(row, PollingMetrics.PeakProcessThreads, "#,0"),
                Format(row, PollingMetrics.PeakThreadPoolThreads, "#,0"),
                Format(row, PollingMetrics.PeakWorkingSetMB, "#,0.0"),
                Format(row, PollingMetrics.CpuSeconds, "0.00"));
        }

        return table;
    }

    public static MarkdownTable Tcp(RunReport report)
    {
        ArgumentNullException.ThrowIfNull(report);
        var table = new MarkdownTable("Server", "N", "Held", "Handled/s", "Handled/sent", "Lost", "Duplicated", "p50 ms", "p99 ms", "Peak threads", "Peak pool threads", "Peak WS MB", "CPU s")
            .AlignRight("N", "Held", "Handled/s", "Handled/sent", "Lost", "Duplicated", "p50 ms", "p99 ms", "Peak threads", "Peak pool threads", "Peak WS MB", "CPU s");
        foreach (var row in report.Rows)
        {
            table.AddRow(
                row.Variant,
                Label(row, PollingMetrics.ConnectionsLabel),
                Format(row, PollingMetrics.ConnectionsHeld, "#,0"),
                Format(row, PollingMetrics.HandledPerSecond, "#,0.0"),
                Format(row, PollingMetrics.HandledOverOffered, "0.000"),
                Format(row, PollingMetrics.Missing, "#,0"),
                Format(row, PollingMetrics.Duplicates, "#,0"),
                Format(row, PollingMetrics.LatencyP50Ms, "#,0.00"),
                Format(row, PollingMetrics.LatencyP99Ms, "#,0.00"),
                Format(row, PollingMetrics.PeakProcessThreads, "#,0"),
                Format(row, PollingMetrics.PeakThreadPoolThreads, "#,0"),
                Format(row, PollingMetrics.PeakWorkingSetMB, "#,0.0"),
                Format(row, PollingMetrics.CpuSeconds, "0.00"));
        }

        return table;
    }

    private static string Label(RunReportRow row, string label) =>
        row.Labels.TryGetValue(label, out var value) ? value : "?";

    private static string Format(RunReportRow row, string metric, string format)
    {
        var value = PollingMetrics.Get(row, metric);
        return double.IsNaN(value) ? "-" : value.ToString(format, CultureInfo.InvariantCulture);
    }
}
