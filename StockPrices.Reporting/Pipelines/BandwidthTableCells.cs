using Concurrency.Pipelines;
using StockPrices.Results;
namespace StockPrices.Reporting.Pipelines;

/// <summary>The bandwidth table report as cells: bandwidths in run order, and each (variant, bandwidth)'s row.</summary>
internal sealed class BandwidthTableCells
{
    private readonly Dictionary<(string Variant, double Bandwidth), RunReportRow> _rows = [];

    public BandwidthTableCells(RunReport report)
    {
        foreach (var row in report.Rows)
        {
            var bandwidth = row.Metrics[PipelinesReportKeys.BandwidthMbit];
            _rows[(row.Variant, bandwidth)] = row;
            if (!Bandwidths.Contains(bandwidth))
            {
                Bandwidths.Add(bandwidth);
            }
        }
    }

    public List<double> Bandwidths { get; } = [];

    public double? Metric(string variant, double bandwidth, string metric) =>
        _rows.TryGetValue((variant, bandwidth), out var row) && row.Metrics.TryGetValue(metric, out var value) ? value : null;

    /// <summary>The fastest full pipeline at this bandwidth: its name and measured time.</summary>
    public (string Variant, double MeasuredMs)? BestFullPipeline(double bandwidth) =>
        PipelineVariantIds.FullPipelines
            .Select(variant => (Variant: variant, Measured: Metric(variant, bandwidth, PipelinesReportKeys.MeasuredMs)))
            .Where(cell => cell.Measured is not null)
            .Select(cell => (cell.Variant, MeasuredMs: cell.Measured!.Value))
            .OrderBy(cell => cell.MeasuredMs)
            .Cast<(string, double)?>()
            .FirstOrDefault();

    /// <summary>The seed's overlap measured time over the fastest full pipeline's, at this bandwidth.</summary>
    public double? FullPipelineGain(double bandwidth) =>
        Metric(PipelineVariantIds.OverlappedWrite, bandwidth, PipelinesReportKeys.MeasuredMs) is { } overlap && BestFullPipeline(bandwidth) is { } best ? overlap / best.MeasuredMs : null;

    public double? LimitGain(double bandwidth) =>
        Metric(PipelineVariantIds.OverlappedWrite, bandwidth, PipelinesReportKeys.LimitMs) is { } overlap && Metric(PipelineVariantIds.Channels, bandwidth, PipelinesReportKeys.LimitMs) is { } full ? overlap / full : null;

    /// <summary>The bandwidth at which the fastest full pipeline gains most over the seed's overlap, if any was measured.</summary>
    public double? LargestGainBandwidth =>
        Bandwidths.Where(b => FullPipelineGain(b) is not null).Cast<double?>().MaxBy(b => FullPipelineGain(b!.Value)!.Value);
}
