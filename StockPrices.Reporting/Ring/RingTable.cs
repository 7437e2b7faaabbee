using System.Globalization;
using StockPrices.Results;

namespace StockPrices.Reporting.Ring;

/// <summary>The ring's results table, the same on the console and in docs/ring.md.</summary>
public static class RingTable
{
    public static MarkdownTable Build(IEnumerable<RunReportRow> rows)
    {
        ArgumentNullException.ThrowIfNull(rows);
        var all = rows.ToList();
        var table = new MarkdownTable("Implementation", "Family", "n", "m", "Total ms", "Setup ms", "ns/hop", "× limit", "CPU ns/hop", "B/hop", "Peak threads", "Peak MB", "Status", "Runtime and settings")
            .AlignRight(2..12);
        foreach (var row in all)
        {
            table.AddRow(
                row.Variant,
                row.Labels[RingReportKeys.Family],
                Count(row.Labels[RingReportKeys.Nodes]),
                Count(row.Labels[RingReportKeys.Messages]),
                Metric(row, RingReportKeys.TotalMilliseconds, "#,0.0"),
                Metric(row, RingReportKeys.SetupMilliseconds, "#,0.0"),
                NanosecondsPerHop(row),
                RingResults.TimesTheLimit(row, all) is { } times ? times.ToString(times < 10 ? "0.0" : "#,0", CultureInfo.InvariantCulture) : "—",
                PerHop(row, RingReportKeys.CpuNanosecondsPerHop),
                Metric(row, RingReportKeys.AllocatedBytesPerHop, "0.00"),
                Metric(row, RingReportKeys.PeakThreads, "#,0"),
                Metric(row, RingReportKeys.PeakMemoryMegabytes, "#,0"),
                row.Labels[RingReportKeys.Status],
                row.Labels.GetValueOrDefault(RingReportKeys.Runtime, ""));
        }

        return table;
    }

    public static string NanosecondsPerHop(RunReportRow row) => PerHop(row, RingReportKeys.NanosecondsPerHop);

    /// <summary>A per-hop time: one decimal below 100 ns, whole nanoseconds above.</summary>
    public static string PerHop(RunReportRow row, string key)
    {
        ArgumentNullException.ThrowIfNull(row);
        return row.Metrics.TryGetValue(key, out var value)
            ? value.ToString(value < 100 ? "0.0" : "#,0", CultureInfo.InvariantCulture)
            : "—";
    }

    public static string Count(string number) =>
        int.TryParse(number, NumberStyles.None, CultureInfo.InvariantCulture, out var value) ? value.ToString("#,0", CultureInfo.InvariantCulture) : number;

    private static string Metric(RunReportRow row, string key, string format) =>
        row.Metrics.TryGetValue(key, out var value) && !double.IsNaN(value) ? value.ToString(format, CultureInfo.InvariantCulture) : "—";
}
