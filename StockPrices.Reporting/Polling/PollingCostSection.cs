using System.Globalization;
using System.Text;
using Concurrency.Polling.Simulated;
using StockPrices.Reporting.Charts;
using StockPrices.Reporting.Docs;
using StockPrices.Results;

namespace StockPrices.Reporting.Polling;

/// <summary>
/// The seed's extra tests, a blocking handling cost per message: the table, the seed's settling
/// times beside ours, and per cost the thread pool's ramp-up and the handled rate over time.
/// </summary>
public sealed class PollingCostSection : IDocsSection
{
    public string Id => "polling-cost";

    public string Render(DocsContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        var report = PollingResults.Load(context, PollingResults.SimulatedWithCost);
        if (report is null)
        {
            return PollingResults.Missing("polling simulated --cost 100ms 500ms --duration 30s");
        }

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
}
