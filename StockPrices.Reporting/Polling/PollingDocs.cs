using System.Globalization;
using System.Text;
using Concurrency.Polling.Simulated;
using StockPrices.Reporting.Charts;
using StockPrices.Reporting.Docs;
using StockPrices.Results;

namespace StockPrices.Reporting.Polling;

/// <summary>The generated regions of docs/concurrency.md on polling idle connections.</summary>
public static class PollingDocs
{
    public static IReadOnlyList<DocsSection> All { get; } =
    [
        Report("polling-seed", ResultsScenarios.PollingSimulated, "polling simulated", SeedComparison),
        Report("polling-simulated", ResultsScenarios.PollingSimulated, "polling simulated", Simulated),
        Report("polling-cost", PollingResults.SimulatedWithCost, "polling simulated --cost 100ms 500ms --duration 30s", Cost),
        Report("polling-tcp", ResultsScenarios.PollingTcp, "polling tcp --connections 500 2000 5000 10000", Tcp),
    ];

    /// <summary>A region drawn from one committed report; until it is run, the command that makes it.</summary>
    private static DocsSection Report(string id, string key, string command, Func<DocsContext, RunReport, string> render) =>
        new(id, context => context.Results.Report(key) is { } report ? render(context, report) : DocsSection.NotCommitted(key, RunRecorder.CommandPrefix + command + " --save"));

    /// <summary>The seed's published receive rates beside ours at the same settings.</summary>
    private static string SeedComparison(DocsContext context, RunReport report)
    {
        var published = PublishedPollingNumbers.Load(context.RepositoryRoot);
        var prose = Prose.Of("polling");
        var seedCeiling = published.Connections / (published.PollIntervalMs / 1000);
        var table = new MarkdownTable("Variant", "Seed: receives/s", "Seed ÷ ceiling", "Here: polls/s", "Here ÷ ceiling", "Here: handled/offered", "Here: p50 ms", "Here: p99 ms", "Here: peak threads")
            .AlignRight(1..);
        foreach (var row in report.Rows.Where(r => r.Labels.GetValueOrDefault(PollingMetrics.ConnectionsLabel) == published.Connections.ToString(CultureInfo.InvariantCulture)))
        {
            var seed = published.Rows.FirstOrDefault(p => p.Variant == row.Variant);
            var ceiling = OurCeiling(report, row);
            var polls = PollingMetrics.Get(row, PollingMetrics.PollsPerSecond);
            var seedName = seed?.SeedName ?? prose[row.Variant == nameof(PollingVariant.Await) ? "seed.not-published-await" : "seed.not-in-seed"];
            table.AddRow(
                $"{row.Variant} ({seedName})",
                seed is null ? "—" : seed.ReceivesPerSecond.ToString("#,0", CultureInfo.InvariantCulture),
                seed is null ? "—" : (seed.ReceivesPerSecond / seedCeiling).ToString("0.00", CultureInfo.InvariantCulture),
                polls == 0 ? "0 (nothing polls)" : polls.ToString("#,0", CultureInfo.InvariantCulture),
                polls == 0 ? "—" : (polls / ceiling).ToString("0.00", CultureInfo.InvariantCulture),
                PollingMetrics.Get(row, PollingMetrics.HandledOverOffered).ToString("0.000", CultureInfo.InvariantCulture),
                PollingMetrics.Get(row, PollingMetrics.LatencyP50Ms).ToString("#,0.0", CultureInfo.InvariantCulture),
                PollingMetrics.Get(row, PollingMetrics.LatencyP99Ms).ToString("#,0.0", CultureInfo.InvariantCulture),
                PollingMetrics.Get(row, PollingMetrics.PeakProcessThreads).ToString("#,0", CultureInfo.InvariantCulture));
        }

        var text = new StringBuilder();
        text.Append(prose.Fill("seed.settings", new
        {
            connections = published.Connections,
            probability = published.Probability,
            interval = published.PollIntervalMs,
            ceiling = seedCeiling.ToString("#,0", CultureInfo.InvariantCulture),
            metric = published.Metric,
            environment = published.Environment,
        })).Append("\n\n");
        text.Append(table).Append('\n');
        text.Append(SequentialAwaitArithmetic(published, report));
        text.Append(prose.Fill("seed.sources", new { source = published.Source })).Append("\n\n");
        text.Append(PollingResults.Caption(report));
        return text.ToString();
    }

    /// <summary>
    /// If every poll of a round is awaited before the next, a round lasts the interval plus N pool
    /// hops: the hop cost follows from the rate. Worked out for the seed's await figure and for ours.
    /// </summary>
    private static string SequentialAwaitArithmetic(PublishedPollingNumbers published, RunReport report)
    {
        var seed = published.Rows.FirstOrDefault(r => r.Variant == nameof(PollingVariant.AwaitEachInTurn));
        var ours = report.Rows.FirstOrDefault(r => r.Variant == nameof(PollingVariant.AwaitEachInTurn));
        var text = new StringBuilder();
        if (seed is not null)
        {
            var round = published.Connections / seed.ReceivesPerSecond * 1000;
            var hop = (round - published.PollIntervalMs) / published.Connections * 1000;
            text.Append(Prose.Of("polling").Fill("seed.hops", new
            {
                connections = published.Connections,
                rate = seed.ReceivesPerSecond.ToString("#,0", CultureInfo.InvariantCulture),
                round = round.ToString("0.0", CultureInfo.InvariantCulture),
                interval = published.PollIntervalMs.ToString("0", CultureInfo.InvariantCulture),
                left = (round - published.PollIntervalMs).ToString("0.0", CultureInfo.InvariantCulture),
                hop = hop.ToString("0", CultureInfo.InvariantCulture),
            }));
        }

        if (ours is not null && PollingMetrics.Get(ours, PollingMetrics.PollsPerSecond) is var polls and > 0)
        {
            var connections = PollingMetrics.Connections(ours);
            var round = connections / polls * 1000;
            var hop = (round - IntervalMs(report)) / connections * 1000;
            text.Append(' ').Append(Prose.Of("polling").Fill("seed.hops-here", new
            {
                connections = connections.ToString("0", CultureInfo.InvariantCulture),
                rate = polls.ToString("#,0", CultureInfo.InvariantCulture),
                round = round.ToString("0.0", CultureInfo.InvariantCulture),
                hop = hop.ToString("0.0", CultureInfo.InvariantCulture),
            }));
        }

        return text.Length == 0 ? string.Empty : text.Append("\n\n").ToString();
    }

    /// <summary>The most polls a second the row's connections can make at the run's interval.</summary>
    private static double OurCeiling(RunReport report, RunReportRow row) => PollingMetrics.Connections(row) / (IntervalMs(report) / 1000);

    private static double IntervalMs(RunReport report) => double.Parse(report.Parameters["intervalMs"], CultureInfo.InvariantCulture);

    /// <summary>
    /// The simulated run without handling cost, per variant, in charts of the quantities that differ between them: latency
    /// percentiles, CPU time, threads and memory (every variant handles the same offered rate, so a throughput chart would
    /// show equal bars). Its table is the seed comparison's (<c>polling-seed</c>).
    /// </summary>
    private static string Simulated(DocsContext context, RunReport report)
    {
        var prose = Prose.Of("polling");
        var latency = context.AddFile("docs/charts/polling-simulated-latency.svg", new SvgBarChart(prose["simulated.latency-title"], "ms (log scale)") { Logarithmic = true }
            .AddSeries("p50", Values(report, PollingMetrics.LatencyP50Ms))
            .AddSeries("p99", Values(report, PollingMetrics.LatencyP99Ms))
            .AddSeries("max", Values(report, PollingMetrics.LatencyMaxMs))
            .Render());
        var cpu = context.AddFile("docs/charts/polling-simulated-cpu.svg", new SvgBarChart(prose["simulated.cpu-title"], "CPU seconds")
            .AddSeries("CPU seconds", Values(report, PollingMetrics.CpuSeconds))
            .Render());
        var memory = context.AddFile("docs/charts/polling-simulated-memory.svg", new SvgBarChart(prose["simulated.memory-title"], "MB")
            .AddSeries("peak working set", Values(report, PollingMetrics.PeakWorkingSetMB))
            .Render());
        var threads = context.AddFile("docs/charts/polling-simulated-threads.svg", new SvgBarChart(prose["simulated.threads-title"], "threads")
            .AddSeries("peak process threads", Values(report, PollingMetrics.PeakProcessThreads))
            .AddSeries("peak thread-pool threads", Values(report, PollingMetrics.PeakThreadPoolThreads))
            .Render());

        return prose.Fill("simulated.charts", new { latency, cpu, threads, memory }) + "\n";
    }

    private static IEnumerable<(string Category, double Value)> Values(RunReport report, string metric) =>
        report.Rows.Select(row => ($"{row.Variant} N={row.Labels.GetValueOrDefault(PollingMetrics.ConnectionsLabel)}", PollingMetrics.Get(row, metric)));

    /// <summary>
    /// The seed's extra tests, a blocking handling cost per message: the table, the seed's settling
    /// times beside ours, and per cost the thread pool's ramp-up and the handled rate over time.
    /// </summary>
    private static string Cost(DocsContext context, RunReport report)
    {
        var prose = Prose.Of("polling");
        var published = PublishedPollingNumbers.Load(context.RepositoryRoot);
        var warmUp = double.Parse(report.Parameters.GetValueOrDefault("warmUpSeconds", "0"), CultureInfo.InvariantCulture);
        var text = new StringBuilder();
        text.Append(PollingTables.Simulated(report)).Append('\n');
        text.Append(PollingResults.Caption(report)).Append('\n');

        var windowEnd = warmUp + double.Parse(report.Parameters.GetValueOrDefault("durationSeconds", "0"), CultureInfo.InvariantCulture);
        // One row per variant, two columns per cost: ThreadPerConnection uses no pool threads and is left out.
        var groups = report.Rows.GroupBy(row => row.Labels[PollingMetrics.CostLabel]).ToList();
        var settle = new MarkdownTable([
                "Variant",
                .. groups.SelectMany(g => new[] { $"{g.Key} ms: pool threads", $"{g.Key} ms: handled/s" }),
            ])
            .AlignRight(1..);
        foreach (var variant in report.Rows.Select(r => r.Variant).Distinct().Where(v => v != nameof(PollingVariant.ThreadPerConnection)))
        {
            settle.AddRow([variant, .. groups.SelectMany(g => g.FirstOrDefault(r => r.Variant == variant) is { } row ? EndOfWindow(row, windowEnd) : ["-", "-"])]);
        }

        foreach (var group in groups)
        {
            var slug = group.Key + "ms";
            var xAxis = prose.Fill("cost.x-axis", new { from = warmUp.ToString("0.#", CultureInfo.InvariantCulture), to = windowEnd.ToString("0.#", CultureInfo.InvariantCulture) });
            var poolChart = new SvgLineChart(prose.Fill("cost.pool-title", new { cost = group.Key }), xAxis, "ThreadPool.ThreadCount") { Width = 1320 };
            var rateChart = new SvgLineChart(prose.Fill("cost.rate-title", new { cost = group.Key }), xAxis, "handled in that second") { Width = 1320 };
            foreach (var row in group)
            {
                var pool = PollingMetrics.Series(row, PollingMetrics.PoolThreadsSeries);
                if (row.Variant != nameof(PollingVariant.ThreadPerConnection) && pool.Count > 0)
                {
                    poolChart.Add(new ChartSeries(row.Variant, [.. pool.Select(p => ((double)p.Second, p.Value))]));
                }

                var rate = HandledPerSecond(row);
                if (rate.Count > 0)
                {
                    rateChart.Add(new ChartSeries(row.Variant, rate));
                }
            }

            var offered = group.Select(OfferedPerSecond).First();
            var last = group.SelectMany(row => PollingMetrics.Series(row, PollingMetrics.HandledSeries)).Select(p => p.Second).DefaultIfEmpty(1).Max();
            rateChart.Add(new ChartSeries("offered", [(warmUp, offered), (last, offered)], Dashed: true));
            text.Append(prose.Fill("cost.charts", new
            {
                cost = group.Key,
                pool = context.AddFile($"docs/charts/polling-rampup-{slug}.svg", poolChart.Render()),
                handled = context.AddFile($"docs/charts/polling-handled-{slug}.svg", rateChart.Render()),
            })).Append("\n\n");
        }

        var offeredPerSecond = report.Rows.Select(OfferedPerSecond).FirstOrDefault();
        text.Append(prose.Fill("cost.settle-intro", new { offered = offeredPerSecond.ToString("#,0", CultureInfo.InvariantCulture) })).Append("\n\n");
        text.Append(settle).Append('\n');
        foreach (var seed in published.RampUp)
        {
            text.Append(prose.Fill("cost.seed-quote", new
            {
                cost = seed.CostMs.ToString("0", CultureInfo.InvariantCulture),
                seconds = seed.SecondsToSettle.ToString("0", CultureInfo.InvariantCulture),
                threads = seed.Threads.ToString("0", CultureInfo.InvariantCulture),
                quote = seed.Quote,
            })).Append('\n');
        }

        return text.ToString();
    }

    /// <summary>Pool threads at the end of the window and messages handled per second over its last five seconds.</summary>
    private static string[] EndOfWindow(RunReportRow row, double windowEnd)
    {
        var pool = PollingMetrics.Series(row, PollingMetrics.PoolThreadsSeries).Where(p => p.Second <= windowEnd).ToList();
        var handled = PollingMetrics.Series(row, PollingMetrics.HandledSeries).Where(p => p.Second <= windowEnd).ToList();
        var lastFive = handled.Count > 5 ? (handled[^1].Value - handled[^6].Value) / (handled[^1].Second - handled[^6].Second) : double.NaN;
        return [
            pool.Count == 0 ? "-" : pool[^1].Value.ToString("0", CultureInfo.InvariantCulture),
            double.IsNaN(lastFive) ? "-" : lastFive.ToString("#,0", CultureInfo.InvariantCulture),
        ];
    }

    private static double OfferedPerSecond(RunReportRow row) =>
        PollingMetrics.Get(row, PollingMetrics.Offered) / PollingMetrics.Get(row, PollingMetrics.WindowSeconds);

    /// <summary>The cumulative handled series turned into messages handled in each second.</summary>
    private static List<(double X, double Y)> HandledPerSecond(RunReportRow row)
    {
        var handled = PollingMetrics.Series(row, PollingMetrics.HandledSeries);
        return [.. handled.Zip(handled.Skip(1), (before, after) => ((double)after.Second, (after.Value - before.Value) / (after.Second - before.Second)))];
    }

    /// <summary>The real loopback server: the table, the largest N each server held with no message lost, and threads and memory by N.</summary>
    private static string Tcp(DocsContext context, RunReport report)
    {
        var prose = Prose.Of("polling");
        var text = new StringBuilder();
        text.Append(PollingTables.Tcp(report)).Append('\n');
        text.Append(PollingResults.Caption(report)).Append('\n');
        text.Append(prose.Fill("tcp.limits", new { openFiles = report.Parameters.GetValueOrDefault("openFilesLimit", "unknown"), bytes = report.Parameters.GetValueOrDefault("messageBytes", "?") })).Append("\n\n");
        text.Append(prose["tcp.largest-intro"]).Append("\n\n");
        foreach (var server in report.Rows.GroupBy(row => row.Variant))
        {
            var clean = server.Where(IsClean).Select(PollingMetrics.Connections).DefaultIfEmpty(0).Max();
            var tried = server.Select(PollingMetrics.Connections).Max();
            text.Append(prose.Fill("tcp.largest", new { server = server.Key, clean = clean == 0 ? "none" : clean.ToString("#,0", CultureInfo.InvariantCulture), tried = tried.ToString("#,0", CultureInfo.InvariantCulture) })).Append('\n');
        }

        foreach (var note in report.Notes)
        {
            text.Append(prose.Fill("tcp.not-measured", new { note })).Append('\n');
        }

        var threads = new SvgBarChart(prose["tcp.threads-title"], "threads (log scale)") { Logarithmic = true };
        var memory = new SvgBarChart(prose["tcp.memory-title"], "MB");
        foreach (var byConnections in report.Rows.GroupBy(PollingMetrics.Connections).OrderBy(g => g.Key))
        {
            var name = $"N={byConnections.Key:#,0}";
            threads.AddSeries(name, byConnections.Select(row => (row.Variant, PollingMetrics.Get(row, PollingMetrics.PeakProcessThreads))));
            memory.AddSeries(name, byConnections.Select(row => (row.Variant, PollingMetrics.Get(row, PollingMetrics.PeakWorkingSetMB))));
        }

        text.Append('\n').Append(prose.Fill("tcp.charts", new
        {
            threads = context.AddFile("docs/charts/polling-tcp-threads.svg", threads.Render()),
            memory = context.AddFile("docs/charts/polling-tcp-memory.svg", memory.Render()),
        })).Append('\n');
        return text.ToString();
    }

    private static bool IsClean(RunReportRow row) =>
        PollingMetrics.Get(row, PollingMetrics.Missing) == 0
        && PollingMetrics.Get(row, PollingMetrics.Duplicates) == 0
        && PollingMetrics.Get(row, PollingMetrics.CompletedConnections) == PollingMetrics.Connections(row)
        && PollingMetrics.Get(row, PollingMetrics.HandledOverOffered) == 1;
}
