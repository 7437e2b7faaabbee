using System.Globalization;
using System.Text;
using Concurrency.Polling.Simulated;
using StockPrices.Reporting.Docs;
using StockPrices.Results;

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
            var connections = double.Parse(ours.Labels[PollingMetrics.ConnectionsLabel], CultureInfo.InvariantCulture);
            var intervalMs = double.Parse(report.Parameters["intervalMs"], CultureInfo.InvariantCulture);
            var round = connections / polls * 1000;
            var hop = (round - intervalMs) / connections * 1000;
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

    private static double OurCeiling(RunReport report, RunReportRow row)
    {
        var connections = double.Parse(row.Labels[PollingMetrics.ConnectionsLabel], CultureInfo.InvariantCulture);
        var intervalMs = double.Parse(report.Parameters["intervalMs"], CultureInfo.InvariantCulture);
        return connections / (intervalMs / 1000);
    }
}
