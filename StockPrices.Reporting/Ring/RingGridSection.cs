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
    public const string Command = "dotnet run -c Release --project StockPrices.Benchmarks -- ring --grid --peers";

    public string Id => "ring.grid";

    public string Render(DocsContext context)
    {
        var reports = RingResults.Load(context, RingReportKeys.GridStem);
        if (reports.Count == 0)
        {
            return RingResults.NoResults(Command);
        }

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

            text.Append(CultureInfo.InvariantCulture, $"**{folder}**: ns per hop, wall time (CPU time of all the program's threads, where measured), {report.Environment.Runtime}, {report.Environment.Processor} ({report.Environment.ProcessorCount} cores); the whole grid took {report.Duration.TotalMinutes:0.0} minutes (budget {report.Parameters["budgetSeconds"]} s, {report.Parameters["cellBudgetSeconds"]} s per cell); {RingResults.LoadRange(report)}; measured {report.StartedUtc:yyyy-MM-dd} with `{RingResults.CommandOf(report, Command)}`.\n\n")
                .Append(table)
                .Append('\n');
            text.Append(CultureInfo.InvariantCulture, $"_thread cap_: an OS thread per node, n over {report.Parameters["maxOsThreads"]} (`--max-os-threads`); ")
                .Append(CultureInfo.InvariantCulture, $"_process cap_: a process per node, n over {report.Parameters["maxProcesses"]} (`--max-processes`); ")
                .Append(CultureInfo.InvariantCulture, $"_over budget_: predicted from the implementation's previous cell to take over {report.Parameters["cellBudgetSeconds"]} s, or the run's budget was spent; ")
                .Append("_stopped_: killed at twice the cell budget; _absent_: the peer is not installed. The full reason of every cell is in the results file.\n");

            text.Append('\n');
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
