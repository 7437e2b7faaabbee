using Concurrency.Pipelines;
using StockPrices.Reporting.Charts;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Pipelines;

/// <summary>docs/pipelines.md: time against bandwidth per variant, with the analytic limits dashed (docs/charts/pipelines-bandwidth.svg).</summary>
public sealed class PipelinesChartSection : IDocsSection
{
    public const string ChartPath = "docs/charts/pipelines-bandwidth.svg";

    private static readonly (string Name, string Variant)[] Limits =
        [("limit: sequential", PipelineVariantIds.Sequential), ("limit: overlap", PipelineVariantIds.OverlappedWrite), ("limit: 3 stages", PipelineVariantIds.Channels)];

    public string Id => "pipelines.chart";

    public string Render(DocsContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        var reports = PipelinesResults.Load(context, PipelinesResults.BandwidthTableStem);
        if (reports.Count == 0)
        {
            return PipelinesResults.Missing(PipelinesResults.BandwidthTableStem, "pipelines");
        }

        // The chart shows the first results folder (the table above shows them all).
        var (folder, report) = reports[0];
        var cells = new BandwidthTableCells(report);
        var chart = new SvgLineChart(Prose.Of("pipelines").Fill("chart.title", new { folder }), "client bandwidth (Mbit/s, log)", "time at the seed's scale (ms, log)")
        {
            LogarithmicX = true,
            LogarithmicY = true,
            Width = 1120,
        };
        foreach (var variant in PipelineVariantIds.All)
        {
            chart.Add(new ChartSeries(variant, Points(cells, variant, PipelinesReportKeys.MeasuredMs)));
        }

        foreach (var (name, variant) in Limits)
        {
            chart.Add(new ChartSeries(name, Points(cells, variant, PipelinesReportKeys.LimitMs), Dashed: true));
        }

        return Prose.Of("pipelines").Fill("chart.image", new { path = context.AddFile(ChartPath, chart.Render()) }) + "\n";
    }

    private static IReadOnlyList<(double X, double Y)> Points(BandwidthTableCells cells, string variant, string metric) =>
        cells.Bandwidths
            .Where(b => cells.Metric(variant, b, metric) is not null)
            .OrderBy(b => b)
            .Select(b => (b, cells.Metric(variant, b, metric)!.Value))
            .ToList();
}
