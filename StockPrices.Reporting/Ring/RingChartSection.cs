using StockPrices.Reporting.Charts;
using StockPrices.Reporting.Docs;
using StockPrices.Results;

namespace StockPrices.Reporting.Ring;

/// <summary>
/// The headline as a chart: ns per hop of every implementation measured at n=300, m=10,000, coloured by
/// family (.NET, Erlang, Python), on a log scale since they span orders of magnitude. One SVG per results folder.
/// </summary>
public sealed class RingChartSection : IDocsSection
{
    public string Id => "ring.chart";

    public string Render(DocsContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        var reports = RingResults.Load(context, RingReportKeys.HeadlineStem);
        if (reports.Count == 0)
        {
            return RingResults.NoResults(RunRecorder.CommandPrefix + "ring --nodes 300 --messages 10000 --peers --repeat 3");
        }

        var images = new List<string>();
        foreach (var (folder, report) in reports)
        {
            var measured = report.Rows.Where(RingResults.IsMeasured).ToList();
            var cell = measured.Select(r => $"n={RingTable.Count(r.Labels[RingReportKeys.Nodes])}, m={RingTable.Count(r.Labels[RingReportKeys.Messages])}").Distinct();
            var chart = new SvgBarChart(Prose.Of("ring").Fill("chart.title", new { cells = string.Join("; ", cell), folder }), "ns per hop (log scale)") { Logarithmic = true };
            foreach (var family in measured.GroupBy(r => r.Labels[RingReportKeys.Family]))
            {
                chart.AddSeries(family.Key, family.Select(r => (r.Variant, r.Metrics[RingReportKeys.NanosecondsPerHop])));
            }

            var path = context.AddFile($"docs/charts/ring-{folder}.svg", chart.Render());
            images.Add(Prose.Of("ring").Fill("chart.image", new { folder, path }));
        }

        return string.Join("\n\n", images) + "\n";
    }
}
