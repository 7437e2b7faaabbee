using System.Globalization;
using System.Text;
using StockPrices.Reporting.Charts;
using StockPrices.Reporting.Docs;
using StockPrices.Results;

namespace StockPrices.Reporting.Ring;

/// <summary>The generated regions of docs/ring.md.</summary>
public static class RingDocs
{
    private const string HeadlineCommand = RunRecorder.CommandPrefix + "ring --nodes 300 --messages 10000 --peers --repeat 3";
    private const string SmallRingCommand = RunRecorder.CommandPrefix + "ring --nodes 30 --messages 1000 --peers --repeat 3 --save-as ring-small";
    private const string GridCommand = RunRecorder.CommandPrefix + "ring --grid --peers";

    public static IReadOnlyList<DocsSection> All { get; } =
    [
        RunSection("ring.headline", ResultsScenarios.RingHeadline, HeadlineCommand),
        RunSection("ring.small", ResultsScenarios.RingSmall, SmallRingCommand),
        DocsSection.FromEachReport("ring.grid", ResultsScenarios.RingGrid, GridCommand, (_, folder, report) => Grid(folder, report)),
        new("ring.published", Published),
        DocsSection.FromEachReport("ring.chart", ResultsScenarios.RingHeadline, HeadlineCommand, Chart),
    ];

    /// <summary>A ring run's region: its report in each environment, with the command it recorded or else <paramref name="command"/>.</summary>
    private static DocsSection RunSection(string id, string key, string command) =>
        DocsSection.FromEachReport(id, key, command, (_, folder, report) => Run(folder, report, command));

    /// <summary>
    /// A ring run of one or a few (n, m) cells (the headline n=300 m=10,000, or the small ring the process ring fits in):
    /// the results table, the fastest .NET ring against Erlang measured in the same run, and where and how it was measured.
    /// </summary>
    private static string Run(string folder, RunReport report, string command)
    {
        var prose = Prose.Of("ring");
        var environment = report.Environment;
        var text = new StringBuilder(prose.Fill("run.caption", new
        {
            folder,
            runtime = environment.Runtime,
            cpu = environment.Processor,
            cores = environment.ProcessorCount,
            repeat = report.Parameters["repeat"],
            date = report.StartedUtc.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture),
            command = report.RecordedCommand() ?? command,
        })).Append("\n\n")
            .Append(RingTable.Build(report.Rows))
            .Append('\n');
        foreach (var cell in report.Rows.GroupBy(r => (r.Labels[RingReportKeys.Nodes], r.Labels[RingReportKeys.Messages])))
        {
            var overall = RingResults.FastestDotNetAndErlang(cell, concurrentOnly: false)?.FastestDotNet;
            foreach (var concurrentOnly in new[] { false, true })
            {
                // The second line only when a single-thread ring was the fastest overall.
                if (RingResults.FastestDotNetAndErlang(cell, concurrentOnly) is var (dotNet, erlang)
                    && (!concurrentOnly || dotNet != overall))
                {
                    text.Append(prose.Fill("run.versus", new
                    {
                        nodes = RingTable.Count(cell.Key.Item1),
                        messages = RingTable.Count(cell.Key.Item2),
                        which = prose[concurrentOnly ? "run.fastest-concurrent" : "run.fastest"],
                        variant = dotNet.Variant,
                        ns = RingTable.NanosecondsPerHop(dotNet),
                        erlangNs = RingTable.NanosecondsPerHop(erlang),
                        versus = RingResults.VersusErlang(erlang, dotNet),
                    })).Append('\n');
                }
            }
        }

        return text.Append('\n').ToString();
    }

    /// <summary>
    /// The n × m grid as ns per hop: one row per implementation, one column per (n, m), and for a cell that did not run the
    /// reason (over a cap, over budget, absent peer), never a blank.
    /// </summary>
    private static string Grid(string folder, RunReport report)
    {
        var prose = Prose.Of("ring");
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

        var caption = prose.Fill("grid.caption", new
        {
            folder,
            runtime = report.Environment.Runtime,
            cpu = report.Environment.Processor,
            cores = report.Environment.ProcessorCount,
            minutes = report.Duration.TotalMinutes.ToString("0.0", CultureInfo.InvariantCulture),
            budget = report.Parameters["budgetSeconds"],
            cellBudget = report.Parameters["cellBudgetSeconds"],
            date = report.StartedUtc.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture),
            command = report.RecordedCommand() ?? GridCommand,
        });
        var legend = prose.Fill("grid.legend", new
        {
            maxThreads = report.Parameters["maxOsThreads"],
            maxProcesses = report.Parameters["maxProcesses"],
            cellBudget = report.Parameters["cellBudgetSeconds"],
        });
        return $"{caption}\n\n{table}\n{legend}\n\n";
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

    /// <summary>
    /// The published numbers beside which ours are read: the seed's own timings, the 2007 pseudogreen grid (Erlang,
    /// Stackless, multitask) and later .NET figures, each with its source, machine and metric, and the ns per hop they work
    /// out to (seconds over n·m).
    /// </summary>
    private static string Published(DocsContext context)
    {
        var published = PublishedRingNumbers.Load(context.ResultsFolder);
        var text = new StringBuilder();
        foreach (var source in published.Sources)
        {
            // One row per implementation, one column per (n, m) it was timed on, as the grid of our own runs.
            var rows = published.Rows.Where(r => r.Source == source.Id).ToList();
            var cells = rows.Select(r => (r.Nodes, r.Messages)).Distinct().ToList();
            var table = new MarkdownTable([
                    "Implementation",
                    .. cells.Select(c => string.Create(CultureInfo.InvariantCulture, $"n={c.Nodes:#,0} m={c.Messages:#,0}")),
                ])
                .AlignRight(1..);
            foreach (var implementation in rows.GroupBy(r => r.Implementation))
            {
                table.AddRow([
                    implementation.Key,
                    .. cells.Select(c => implementation.FirstOrDefault(r => (r.Nodes, r.Messages) == c) is { } row ? NanosecondsPerHop(row) : ""),
                ]);
            }

            // A web page gets a link; the seed lives in the project's shared reference material, outside the repository.
            var where = source.Url.StartsWith("http", StringComparison.Ordinal) ? $"[source]({source.Url})" : $"source: `{source.Url}`";
            text.Append(CultureInfo.InvariantCulture, $"**{source.Title}** ({where}). {source.Environment}. Metric: {source.Metric}, as ns per hop (seconds over n·m). {source.Note}\n\n")
                .Append(table)
                .Append('\n');
        }

        return text.Append(CultureInfo.InvariantCulture, $"Data: `docs/results/{PublishedRingNumbers.RelativePath}`.\n").ToString();
    }

    private static string NanosecondsPerHop(PublishedRingRow row) =>
        row.Seconds == 0 ? "—" : row.NanosecondsPerHop.ToString(row.NanosecondsPerHop < 100 ? "0.0" : "#,0", CultureInfo.InvariantCulture);

    /// <summary>
    /// The headline as a chart: ns per hop of every implementation measured at n=300, m=10,000, coloured by family (.NET,
    /// Erlang, Python), on a log scale since they span orders of magnitude. One SVG per results folder.
    /// </summary>
    private static string Chart(DocsContext context, string folder, RunReport report)
    {
        var measured = report.Rows.Where(RingResults.IsMeasured).ToList();
        var cell = measured.Select(r => $"n={RingTable.Count(r.Labels[RingReportKeys.Nodes])}, m={RingTable.Count(r.Labels[RingReportKeys.Messages])}").Distinct();
        var chart = new SvgBarChart(Prose.Of("ring").Fill("chart.title", new { cells = string.Join("; ", cell), folder }), "ns per hop (log scale)") { Logarithmic = true };
        foreach (var family in measured.GroupBy(r => r.Labels[RingReportKeys.Family]))
        {
            chart.AddSeries(family.Key, family.Select(r => (r.Variant, r.Metrics[RingReportKeys.NanosecondsPerHop])));
        }

        var path = context.AddFile($"docs/charts/ring-{folder}.svg", chart.Render());
        return Prose.Of("ring").Fill("chart.image", new { folder, path }) + "\n\n";
    }
}
