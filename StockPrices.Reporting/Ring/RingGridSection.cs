using System.Globalization;
using System.Text;
using StockPrices.Reporting.Docs;
using StockPrices.Results;

namespace StockPrices.Reporting.Ring;

/// <summary>
/// The n × m grid as ns per hop: one row per implementation, one column per (n, m), and for a cell that
/// did not run the reason (over a cap, over budget, absent peer), never a blank.
/// </summary>
public sealed class RingGridSection : IDocsSection
{
    public static readonly string Command = RunRecorder.CommandPrefix + "ring --grid --peers";

    public string Id => "ring.grid";

    public string Render(DocsContext context)
    {
        var reports = RingResults.Load(context, RingReportKeys.GridStem);
        if (reports.Count == 0)
        {
            return RingResults.NoResults(Command);
        }

        var prose = Prose.Of("ring");
        var text = new StringBuilder();
        foreach (var (folder, report) in reports)
        {
            var cells = report.Rows
                .Select(r => (Nodes: int.Parse(r.Labels[RingReportKeys.Nodes], CultureInfo.InvariantCulture), Messages: int.Parse(r.Labels[RingReportKeys.Messages], CultureInfo.InvariantCulture)))
                .Distinct()
                .OrderBy(c => c.Nodes)
                .ThenBy(c => c.Messages)
                .ToList();
            var headers = new[] { "Implementation" }.Concat(cells.Select(c => $"n={c.Nodes:#,0} m={c.Messages:#,0}".Replace(",", "\u202F", StringComparison.Ordinal))).ToArray();
            var table = new MarkdownTable(headers).AlignRight(headers[1..]);
            foreach (var variant in report.Rows.Select(r => r.Variant).Distinct())
            {
                var row = new List<string> { variant };
                foreach (var (nodes, messages) in cells)
                {
                    var result = report.Rows.Single(r => r.Variant == variant && r.Labels[RingReportKeys.Nodes] == Invariant(nodes) && r.Labels[RingReportKeys.Messages] == Invariant(messages));
                    row.Add(RingResults.IsMeasured(result) ? WallAndCpu(result) : ShortStatus(result.Labels[RingReportKeys.Status]));
                }

                table.AddRow([.. row]);
            }

            text.Append(prose.Fill("grid.caption", new
            {
                folder,
                runtime = report.Environment.Runtime,
                cpu = report.Environment.Processor,
                cores = report.Environment.ProcessorCount,
                minutes = report.Duration.TotalMinutes.ToString("0.0", CultureInfo.InvariantCulture),
                budget = report.Parameters["budgetSeconds"],
                cellBudget = report.Parameters["cellBudgetSeconds"],
                date = report.StartedUtc.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture),
                command = RingResults.CommandOf(report, Command),
            })).Append("\n\n").Append(table).Append('\n');
            text.Append(prose.Fill("grid.legend", new
            {
                maxThreads = report.Parameters["maxOsThreads"],
                maxProcesses = report.Parameters["maxProcesses"],
                cellBudget = report.Parameters["cellBudgetSeconds"],
            })).Append("\n\n");
        }

        return text.ToString();
    }

    private static string WallAndCpu(RunReportRow result) =>
        result.Metrics.ContainsKey(RingReportKeys.CpuNanosecondsPerHop)
            ? $"{RingTable.NanosecondsPerHop(result)} ({RingTable.PerHop(result, RingReportKeys.CpuNanosecondsPerHop)})"
            : RingTable.NanosecondsPerHop(result);

    private static string ShortStatus(string status) =>
        status.Contains("OS-thread cap", StringComparison.Ordinal) ? "thread cap"
        : status.Contains("process cap", StringComparison.Ordinal) ? "process cap"
        : status.StartsWith("skipped: over budget", StringComparison.Ordinal) ? "over budget"
        : status.StartsWith("stopped", StringComparison.Ordinal) ? "stopped"
        : status.Contains("not found", StringComparison.Ordinal) ? "absent"
        : "failed";

    private static string Invariant(int value) => value.ToString(CultureInfo.InvariantCulture);
}
