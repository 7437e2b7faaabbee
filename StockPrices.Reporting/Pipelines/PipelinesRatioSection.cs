using System.Globalization;
using System.Text;
using Concurrency.Pipelines;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Pipelines;

/// <summary>docs/pipelines.md: measured / analytic limit for every variant at every bandwidth, and the timer calibration.</summary>
public sealed class PipelinesRatioSection : IDocsSection
{
    public string Id => "pipelines.ratios";

    public string Render(DocsContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        var reports = PipelinesResults.Load(context, PipelinesResults.BandwidthTableStem);
        if (reports.Count == 0)
        {
            return PipelinesResults.Missing(PipelinesResults.BandwidthTableStem, "pipelines");
        }

        var text = new StringBuilder();
        foreach (var (_, report) in reports)
        {
            var cells = new BandwidthTableCells(report);
            string[] headers = ["Bandwidth", .. PipelineVariantIds.All];
            var table = new MarkdownTable(headers).AlignRight([.. PipelineVariantIds.All]);
            foreach (var bandwidth in cells.Bandwidths)
            {
                table.AddRow(
                [
                    PipelinesResults.Mbit(bandwidth),
                    .. PipelineVariantIds.All.Select(v => cells.Metric(v, bandwidth, PipelinesReportKeys.MeasuredOverLimit) is { } ratio ? PipelinesResults.Ratio(ratio) : "–"),
                ]);
            }

            var overheads = report.Rows.Select(r => r.Metrics[PipelinesReportKeys.OverheadPerChunkWallMs]).Order().ToList();
            text.Append(table).Append('\n')
                .Append(Prose.Of("pipelines").Fill("overhead", new
                {
                    scale = report.Parameters["scale"],
                    median = Two(overheads[overheads.Count / 2]),
                    min = Two(overheads[0]),
                    max = Two(overheads[^1]),
                    calibration = report.Notes.FirstOrDefault(n => n.StartsWith("Timer calibration", StringComparison.Ordinal)) ?? "",
                }))
                .Append('\n');
        }

        return text.ToString();
    }

    private static string Two(double milliseconds) => milliseconds.ToString("0.00", CultureInfo.InvariantCulture);
}
