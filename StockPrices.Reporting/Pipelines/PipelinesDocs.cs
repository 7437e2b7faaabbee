using System.Globalization;
using System.Text;
using Concurrency.Pipelines;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Charts;
using StockPrices.Reporting.Docs;
using StockPrices.Results;

namespace StockPrices.Reporting.Pipelines;

/// <summary>The generated regions of docs/pipelines.md.</summary>
public static class PipelinesDocs
{
    private const string TableCommand = RunRecorder.CommandPrefix + "pipelines --save";

    private const string FileCommand = RunRecorder.CommandPrefix + "pipelines --file 256MB --save";

    private static readonly (string Name, string Variant)[] ChartLimits =
        [("limit: sequential", PipelineVariantIds.Sequential), ("limit: overlap", PipelineVariantIds.OverlappedWrite), ("limit: 3 stages", PipelineVariantIds.Channels)];

    public static IReadOnlyList<DocsSection> All { get; } =
    [
        DocsSection.FromEachReport("pipelines.seed-table", ResultsScenarios.PipelinesBandwidthTable, TableCommand, SeedTable),
        DocsSection.FromEachReport("pipelines.ratios", ResultsScenarios.PipelinesBandwidthTable, TableCommand, (_, _, report) => Ratios(report)),
        DocsSection.FromReports("pipelines.chart", ResultsScenarios.PipelinesBandwidthTable, TableCommand, Chart),
        DocsSection.FromEachReport("pipelines.file", ResultsScenarios.PipelinesFile, FileCommand, (_, folder, report) => RealFile(folder, report)),
    ];

    /// <summary>The seed's bandwidth table beside ours, with the full pipeline's columns and its gain over the seed's overlap.</summary>
    private static string SeedTable(DocsContext context, string folder, RunReport report)
    {
        var seed = PipelinesResults.SeedTable(context);
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
                    cells.FullPipelineGain(bandwidth) is { } gain ? BenchmarkFormat.Ratio(gain) + "×" : "–",
                ]);
        }

        var text = new StringBuilder(PipelinesResults.Environment(folder, report)).Append('\n').Append(table).Append('\n');
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
                gain = BenchmarkFormat.Ratio(cells.FullPipelineGain(best)!.Value),
                limitBandwidth = PipelinesResults.Mbit(bestLimit),
                limitGain = BenchmarkFormat.Ratio(cells.LimitGain(bestLimit)!.Value),
            })).Append('\n');
        }

        return text.ToString();
    }

    /// <summary>Measured / analytic limit for every variant at every bandwidth, and the timer calibration.</summary>
    private static string Ratios(RunReport report)
    {
        var cells = new BandwidthTableCells(report);
        string[] headers = ["Bandwidth", .. PipelineVariantIds.All];
        var table = new MarkdownTable(headers).AlignRight([.. PipelineVariantIds.All]);
        foreach (var bandwidth in cells.Bandwidths)
        {
            table.AddRow(
            [
                PipelinesResults.Mbit(bandwidth),
                .. PipelineVariantIds.All.Select(v => cells.Metric(v, bandwidth, PipelinesReportKeys.MeasuredOverLimit) is { } ratio ? BenchmarkFormat.Ratio(ratio) : "–"),
            ]);
        }

        var overheads = report.Rows.Select(r => r.Metrics[PipelinesReportKeys.OverheadPerChunkWallMs]).Order().ToList();
        var overhead = Prose.Of("pipelines").Fill("overhead", new
        {
            scale = report.Parameters["scale"],
            median = Two(overheads[overheads.Count / 2]),
            min = Two(overheads[0]),
            max = Two(overheads[^1]),
            calibration = report.Notes.FirstOrDefault(n => n.StartsWith("Timer calibration", StringComparison.Ordinal)) ?? "",
        });
        return $"{table}\n{overhead}\n";
    }

    private static string Two(double milliseconds) => milliseconds.ToString("0.00", CultureInfo.InvariantCulture);

    /// <summary>Time against bandwidth per variant, with the analytic limits dashed.</summary>
    private static string Chart(DocsContext context, IReadOnlyList<(string Folder, RunReport Report)> reports)
    {
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

        foreach (var (name, variant) in ChartLimits)
        {
            chart.Add(new ChartSeries(name, Points(cells, variant, PipelinesReportKeys.LimitMs), Dashed: true));
        }

        return Prose.Of("pipelines").Fill("chart.image", new { path = context.AddFile("docs/charts/pipelines-bandwidth.svg", chart.Render()) }) + "\n";
    }

    private static IReadOnlyList<(double X, double Y)> Points(BandwidthTableCells cells, string variant, string metric) =>
        cells.Bandwidths
            .Where(b => cells.Metric(variant, b, metric) is not null)
            .OrderBy(b => b)
            .Select(b => (b, cells.Metric(variant, b, metric)!.Value))
            .ToList();

    /// <summary>The real-file run (disk, Brotli, paced loopback client) per variant.</summary>
    private static string RealFile(string folder, RunReport report)
    {
        string[] headers = ["Variant", "Measured (s)", "Limit (s)", "Measured/Limit", "Input MB/s", "Peak working set (MB)", "Growth during run (MB)", "Output"];
        var table = new MarkdownTable(headers).AlignRight(headers[1..^1]);
        foreach (var row in report.Rows)
        {
            var m = row.Metrics;
            table.AddRow(
                row.Variant,
                Seconds(m[PipelinesReportKeys.MeasuredMs]),
                Seconds(m[PipelinesReportKeys.LimitMs]),
                BenchmarkFormat.Ratio(m[PipelinesReportKeys.MeasuredOverLimit]),
                m[PipelinesReportKeys.InputMegabytesPerSecond].ToString("0.0", CultureInfo.InvariantCulture),
                Megabytes(m[PipelinesReportKeys.PeakWorkingSetBytes]),
                Megabytes(m[PipelinesReportKeys.PeakWorkingSetBytes] - m[PipelinesReportKeys.WorkingSetBeforeBytes]),
                row.Labels["output"]);
        }

        return $"{PipelinesResults.Environment(folder, report)}\n{table}";
    }

    private static string Seconds(double milliseconds) => (milliseconds / 1000).ToString("0.00", CultureInfo.InvariantCulture);

    private static string Megabytes(double bytes) => (bytes / 1e6).ToString("0", CultureInfo.InvariantCulture);
}
