using System.Globalization;
using StockPrices.Reporting.Article;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Pipelines;
using StockPrices.Reporting.Polling;
using StockPrices.Reporting.Ring;
using H = StockPrices.Reporting.Article.HeadlineFigures;

namespace StockPrices.Reporting.Guide;

/// <summary>README.md's headline table: one number per question, from the committed results, each with a link into the guide.</summary>
public sealed class ReadmeHeadlineSection : IDocsSection
{
    public string Id => "readme.headline";

    public string Render(DocsContext context)
    {
        var data = GuideFigures.Load(context);
        var link = GuideLinks.FromRepositoryRoot;
        string Guide(string anchor) => link.Chapter("guide", "guide.md", anchor);
        var r = data.Ranges;
        var table = new MarkdownTable("Question", "Measured", "Runs", "More");
        table.AddRow("`async Task<T>` that completes synchronously, vs sync",
            $"{H.AsyncTaskVsSync.Range(r)} the time, {H.AsyncTaskBytes.Range(r)} per call; the async method itself adds {H.AsyncMethodAdds.Range(r)}", r.Over, Guide("1-an-async-method-that-completes-synchronously"));
        table.AddRow("`async ValueTask<T>`, same path, vs sync",
            $"{H.ValueTaskVsSync.Range(r)} the time, {H.ValueTaskBytes.Range(r)}", r.Over, Guide("3-when-valuetask-pays-off"));
        table.AddRow("hand-optimised, not `async` on the fast path, vs sync",
            $"{H.OptimizedVsSync.Range(r)} the time, {H.OptimizedBytes.Range(r)}", r.Over, Guide("6-when-to-drop-async"));
        table.AddRow("one `await` that really suspends, async all the way (`Task`, median)",
            $"{H.TaskPerAwait.Range(r)} and {H.TaskBytesPerAwait.Range(r)} per await", r.Over, Guide("5-what-a-real-suspension-costs"));
        table.AddRow("the same with the caller blocked on each call (sync over async)",
            $"{H.CallerBlocks.Range(r)} per call", r.Over, Guide("5-what-a-real-suspension-costs"));
        table.AddRow("pooled `ValueTask` builder on that path, async all the way",
            $"{H.PooledPerAwait.Range(r)} and {H.PooledBytesPerAwait.Range(r)} per await, against {H.ValueTaskBytesPerAwait.Range(r)} unpooled", r.Over, Guide("4-when-a-pooled-builder-pays-off"));
        if (data.LargestConnections is { } n && PollingTcpRanges(data, n) is { } tcp)
        {
            table.AddRow($"{n.ToString("#,0", CultureInfo.InvariantCulture)} idle TCP connections: thread each vs `await`", tcp, FigureRange.Over(data.TcpRuns(n)), Guide("8-many-idle-connections"));
        }

        if (BandwidthRanges(data) is var (bandwidthText, bandwidthRuns))
        {
            table.AddRow(bandwidthText.Question, bandwidthText.Measured, FigureRange.Over(bandwidthRuns), Guide("7-when-to-overlap-io"));
        }

        if (RingRanges(data) is var (ringText, ringRuns))
        {
            table.AddRow("message ring, fastest .NET hand-off vs Erlang", ringText,
                $"{FigureRange.Over(ringRuns)}, each row of a run the median of its {data.RingHeadline!.Parameters.GetValueOrDefault("repeat", "1")} repetitions", Guide("9-what-a-hand-off-costs"));
        }

        var environment = data.Results.Environment.Environment;
        return $"{table}\n{environment.Runtime}, {environment.Processor}, {environment.ProcessorCount} logical cores shared with other jobs while measuring: {link.Chapter("how noisy", "guide.md", "the-runs-and-their-noise")}.\n";
    }

    /// <summary>"10,011 vs 15 threads, 360 vs 102 MB", each figure a range over the runs that measured both rows.</summary>
    private static string? PollingTcpRanges(GuideFigures data, int n)
    {
        string? Range(string variant, string metric) => data.TcpRange(variant, n, metric, "#,0");
        return data.TcpRuns(n) == 0 ? null
            : $"{Range(GuideFigures.ThreadPerConnection, PollingMetrics.PeakProcessThreads)} vs {Range(GuideFigures.AsyncSockets, PollingMetrics.PeakProcessThreads)} threads, "
              + $"{Range(GuideFigures.ThreadPerConnection, PollingMetrics.PeakWorkingSetMB)} vs {Range(GuideFigures.AsyncSockets, PollingMetrics.PeakWorkingSetMB)} MB";
    }

    /// <summary>The full pipeline's gain over sequential at the committed run's best bandwidth, over every run that measured it.</summary>
    private static ((string Question, string Measured) Text, int Runs)? BandwidthRanges(GuideFigures data)
    {
        var runs = data.BandwidthRunsAtBest();
        if (data.BestBandwidth is not { } best || runs.Count == 0)
        {
            return null;
        }

        var winners = GuideFigures.FullPipelineWinners(runs, best);
        var gains = runs.Select(cells => cells.Metric("sequential", best, "measuredMs")!.Value / cells.BestFullPipeline(best)!.Value.MeasuredMs);
        return (($"read / process / write at {PipelinesResults.Mbit(best)}: full pipeline vs sequential",
            $"{FigureRange.Of(gains, PipelinesResults.Ratio, "×")} faster (fastest full pipeline: {winners})"), runs.Count);
    }

    /// <summary>Erlang's fastest row over the fastest .NET ring, per hop, over every run of the headline cell.</summary>
    private static (string Text, int Runs)? RingRanges(GuideFigures data)
    {
        var pairs = data.RingVersusErlangRuns(concurrentOnly: false);
        return pairs.Count == 0 ? null : ($"{RingResults.FastestNames(pairs)} {RingResults.VersusErlang(pairs)} per hop", pairs.Count);
    }
}
