using System.Text;
using Concurrency.Pipelines;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Pipelines;

/// <summary>docs/pipelines.md: the seed's bandwidth table beside ours, with the full pipeline's columns and its gain over the seed's overlap.</summary>
public sealed class PipelinesSeedTableSection : IDocsSection
{
    public string Id => "pipelines.seed-table";

    public string Render(DocsContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        var seed = PipelinesResults.SeedTable(context);
        var reports = PipelinesResults.Load(context, PipelinesResults.BandwidthTableStem);
        if (reports.Count == 0)
        {
            return PipelinesResults.Missing(PipelinesResults.BandwidthTableStem, "pipelines");
        }

        var text = new StringBuilder();
        foreach (var (folder, report) in reports)
        {
            var cells = new BandwidthTableCells(report);
            string[] headers = ["Bandwidth", "W (ms)", "Seed: original", "Seed: async", .. PipelineVariantIds.All, "Limit: 3 stages", "Overlap / best full pipeline"];
            var table = new MarkdownTable(headers).AlignRight(headers[1..]);
            foreach (var bandwidth in cells.Bandwidths)
            {
                var published = seed.Columns.FirstOrDefault(c => c.BandwidthMbit.Equals(bandwidth));
                string[] measured = [.. PipelineVariantIds.All.Select(v => cells.Metric(v, bandwidth, PipelinesReportKeys.MeasuredMs) is { } ms ? PipelinesResults.Ms(ms) : "–")];
                table.AddRow(
                    [
                        PipelinesResults.Mbit(bandwidth),
                        PipelinesResults.Ms(cells.Metric(PipelineVariantIds.Sequential, bandwidth, PipelinesReportKeys.WriteMs) ?? double.NaN),
                        published is null ? "–" : PipelinesResults.Ms(published.OriginalMs),
                        published is null ? "–" : PipelinesResults.Ms(published.AsyncMs),
                        .. measured,
                        cells.Metric(PipelineVariantIds.Channels, bandwidth, PipelinesReportKeys.LimitMs) is { } limit ? PipelinesResults.Ms(limit) : "–",
                        cells.FullPipelineGain(bandwidth) is { } gain ? PipelinesResults.Ratio(gain) + "×" : "–",
                    ]);
            }

            text.Append(PipelinesResults.Environment(folder, report)).Append('\n').Append(table).Append('\n');
            var best = cells.LargestGainBandwidth ?? double.NaN;
            var bestLimit = cells.Bandwidths.Where(b => cells.LimitGain(b) is not null).MaxBy(b => cells.LimitGain(b)!.Value);
            if (cells.BestFullPipeline(best) is { } winner)
            {
                text.Append(Prose.Of("pipelines").Fill("largest-gain", new
                {
                    bandwidth = PipelinesResults.Mbit(best),
                    overlapMs = PipelinesResults.Ms(cells.Metric(PipelineVariantIds.OverlappedWrite, best, PipelinesReportKeys.MeasuredMs)!.Value),
                    winnerMs = PipelinesResults.Ms(winner.MeasuredMs),
                    winner = winner.Variant,
                    gain = PipelinesResults.Ratio(cells.FullPipelineGain(best)!.Value),
                    limitBandwidth = PipelinesResults.Mbit(bestLimit),
                    limitGain = PipelinesResults.Ratio(cells.LimitGain(bestLimit)!.Value),
                })).Append('\n');
            }
        }

        return text.ToString();
    }
}
