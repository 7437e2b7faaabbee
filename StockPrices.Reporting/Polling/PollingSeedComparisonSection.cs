using System.Globalization;
using System.Text;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Polling;

/// <summary>The seed's published receive rates beside ours at the same settings (docs/concurrency.md).</summary>
public sealed class PollingSeedComparisonSection : IDocsSection
{
    public string Id => "polling-seed";

    public string Render(DocsContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        var published = PublishedPollingNumbers.Load(context.RepositoryRoot);
        var report = PollingResults.Load(context, PollingResults.Simulated);
        if (report is null)
        {
            return PollingResults.Missing("polling simulated");
        }

        var seedCeiling = published.Connections / (published.PollIntervalMs / 1000);
        var table = new MarkdownTable("Variant", "Seed: receives/s", "Seed ÷ ceiling", "Here: polls/s", "Here ÷ ceiling", "Here: handled/offered", "Here: p50 ms", "Here: p99 ms", "Here: peak threads")
            .AlignRight("Seed: receives/s", "Seed ÷ ceiling", "Here: polls/s", "Here ÷ ceiling", "Here: handled/offered", "Here: p50 ms", "Here: p99 ms", "Here: peak threads");
        foreach (var row in report.Rows.Where(r => r.Labels.GetValueOrDefault(PollingMetrics.ConnectionsLabel) == published.Connections.ToString(CultureInfo.InvariantCulture)))
        {
            var seed = published.Rows.FirstOrDefault(p => p.Variant == row.Variant);
            var ceiling = OurCeiling(report, row);
            var polls = PollingMetrics.Get(row, PollingMetrics.PollsPerSecond);
            table.AddRow(
                seed is null ? $"{row.Variant} (not in the seed)" : $"{row.Variant} ({seed.SeedName})",
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
        text.Append(CultureInfo.InvariantCulture, $"Both at N = {published.Connections}, p = {published.Probability}, {published.PollIntervalMs} ms between polling rounds, no handling cost. ");
        text.Append(CultureInfo.InvariantCulture, $"Ceiling of the receive rate: N ÷ interval = {seedCeiling:#,0}/s. ");
        text.Append(CultureInfo.InvariantCulture, $"Seed: {published.Metric} {published.Environment}\n\n");
        text.Append(table).Append('\n');
        text.Append(CultureInfo.InvariantCulture, $"_Seed numbers: {published.Source}_\n\n");
        text.Append(PollingResults.Caption(report));
        return text.ToString();
    }

    private static double OurCeiling(RunReport report, RunReportRow row)
    {
        var connections = double.Parse(row.Labels[PollingMetrics.ConnectionsLabel], CultureInfo.InvariantCulture);
        var intervalMs = double.Parse(report.Parameters["intervalMs"], CultureInfo.InvariantCulture);
        return connections / (intervalMs / 1000);
    }
}
