using System.Globalization;
using System.Text;
using StockPrices.Results;

namespace StockPrices.Reporting.Ring;

/// <summary>
/// The ring's results, the same on the console and in docs/ring.md: a table of the measured rows, a line per row that
/// was not measured, and a line per runtime and its settings naming the rows it ran.
/// </summary>
public static class RingTable
{
    public static string Build(IEnumerable<RunReportRow> rows)
    {
        var all = rows.ToList();
        var severalCells = all.Select(Cell).Distinct().Count() > 1;
        string[] metrics = ["ns/hop", "× limit", "CPU ns/hop", "B/hop", "Setup ms", "Total ms", "Threads", "MB"];
        string[] keys = severalCells ? ["Implementation", "n", "m"] : ["Implementation"];
        var table = new MarkdownTable([.. keys, .. metrics])
            .AlignRight(1..);
        foreach (var row in all.Where(RingResults.IsMeasured))
        {
            string[] cell = severalCells ? [row.Variant, Count(row.Labels[RingReportKeys.Nodes]), Count(row.Labels[RingReportKeys.Messages])] : [row.Variant];
            table.AddRow([
                .. cell,
                NanosecondsPerHop(row),
                RingResults.TimesTheLimit(row, all) is { } times ? times.ToString(times < 10 ? "0.0" : "#,0", CultureInfo.InvariantCulture) : "—",
                PerHop(row, RingReportKeys.CpuNanosecondsPerHop),
                Metric(row, RingReportKeys.AllocatedBytesPerHop, "0.00"),
                Metric(row, RingReportKeys.SetupMilliseconds, "#,0.0"),
                Metric(row, RingReportKeys.TotalMilliseconds, "#,0.0"),
                Metric(row, RingReportKeys.PeakThreads, "#,0"),
                Metric(row, RingReportKeys.PeakMemoryMegabytes, "#,0"),
            ]);
        }

        var text = new StringBuilder().Append(table).Append('\n');
        foreach (var row in all.Where(r => !RingResults.IsMeasured(r)))
        {
            var where = severalCells ? $" (n={Count(row.Labels[RingReportKeys.Nodes])}, m={Count(row.Labels[RingReportKeys.Messages])})" : "";
            text.Append($"- `{row.Variant}`{where}: {row.Labels[RingReportKeys.Status]}\n");
        }

        foreach (var runtime in all.Where(RingResults.IsMeasured).GroupBy(r => r.Labels.GetValueOrDefault(RingReportKeys.Runtime, "")).Where(g => g.Key.Length > 0))
        {
            text.Append($"- {runtime.Key}: {RowsOf(runtime, all)}\n");
        }

        return text.ToString();
    }

    public static string NanosecondsPerHop(RunReportRow row) => PerHop(row, RingReportKeys.NanosecondsPerHop);

    /// <summary>A per-hop time: one decimal below 100 ns, whole nanoseconds above.</summary>
    public static string PerHop(RunReportRow row, string key) =>
        row.Metrics.TryGetValue(key, out var value)
            ? value.ToString(value < 100 ? "0.0" : "#,0", CultureInfo.InvariantCulture)
            : "—";

    public static string Count(string number) =>
        int.TryParse(number, NumberStyles.None, CultureInfo.InvariantCulture, out var value) ? value.ToString("#,0", CultureInfo.InvariantCulture) : number;

    private static (string Nodes, string Messages) Cell(RunReportRow row) => (row.Labels[RingReportKeys.Nodes], row.Labels[RingReportKeys.Messages]);

    /// <summary>"every .NET row" when a runtime ran a whole family's measured rows, otherwise the rows by name.</summary>
    private static string RowsOf(IGrouping<string, RunReportRow> runtime, IReadOnlyList<RunReportRow> all)
    {
        var families = runtime.Select(r => r.Labels[RingReportKeys.Family]).Distinct().ToList();
        var wholeFamily = families.Count == 1
            && all.Where(RingResults.IsMeasured).Where(r => r.Labels[RingReportKeys.Family] == families[0]).All(runtime.Contains);
        return wholeFamily && runtime.Select(r => r.Variant).Distinct().Count() > 1
            ? $"every {families[0]} row"
            : string.Join(", ", runtime.Select(r => r.Variant).Distinct());
    }

    private static string Metric(RunReportRow row, string key, string format) =>
        row.Metrics.TryGetValue(key, out var value) && !double.IsNaN(value) ? value.ToString(format, CultureInfo.InvariantCulture) : "—";
}
