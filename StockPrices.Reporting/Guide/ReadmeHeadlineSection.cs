using System.Globalization;
using StockPrices.Reporting.Article;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Paired;
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
        var paired = PairedResults.Load(context);
        var table = new MarkdownTable("Question", "Measured", "Runs", "More");
        table.AddRow("an `async Task<T>` method that completes synchronously: what the method itself adds",
            $"{H.AsyncMethodAdds.Range(r)} and {H.AsyncTaskBytes.Range(r)} per call over the same sync method", r.Over, Guide("1-an-async-method-that-completes-synchronously"));
        if (paired.Ratio(PairedComparisonId.ValueTaskVsTask) is { } valueTaskVsTask)
        {
            table.AddRow("`async ValueTask<T>` against `async Task<T>`, same path, measured side by side",
                $"time: {valueTaskVsTask}; bytes: {H.ValueTaskBytes.Range(r)} against {H.AsyncTaskBytes.Range(r)} per call", $"{paired.Over}; bytes {r.Over}", Guide("3-when-valuetask-pays-off"));
        }

        if (paired.BaselineTime(PairedComparisonId.TaskYieldHopVsMachinery) is { } machinery)
        {
            table.AddRow("one suspension of a one-level `async Task` method: its machinery, then with the thread pool's hop",
                $"machinery (resumed on the same thread): {machinery}; through `Task.Yield`'s hop: {paired.CandidateTime(PairedComparisonId.TaskYieldHopVsMachinery)}, {paired.Ratio(PairedComparisonId.TaskYieldHopVsMachinery)} the machinery",
                paired.Over, link.Chapter("machinery and hop", "thread-pool-modes.md"));
        }

        table.AddRow("the pooled `ValueTask` builder on a two-level chain that suspends on every call",
            $"{H.PooledBytesPerAwait.Range(r)} against {H.ValueTaskBytesPerAwait.Range(r)} unpooled per suspending call"
            + (paired.Ratio(PairedComparisonId.PooledVsUnpooled) is { } pooled ? $"; time: {pooled} the unpooled, side by side" : ""),
            paired.RunCount > 0 ? $"bytes {r.Over}; time {paired.Over}" : r.Over, Guide("4-when-a-pooled-builder-pays-off"));
        if (paired.Ratio(PairedComparisonId.BlockingCallerVsAsyncAllTheWay) is { } blocking)
        {
            table.AddRow("blocking on that chain (`.GetAwaiter().GetResult()`) instead of awaiting it",
                $"time: {blocking} the async-all-the-way time per suspending call, side by side", paired.Over, Guide("5-what-a-real-suspension-costs"));
        }

        if (data.LargestConnections is { } n && PollingTcpRanges(data, n) is { } tcp)
        {
            table.AddRow($"{n.ToString("#,0", CultureInfo.InvariantCulture)} idle TCP connections: thread each vs `await`", tcp, FigureRange.Over(data.TcpRuns(n)), Guide("8-many-idle-connections"));
        }

        if (data.BandwidthRuns.Count > 0)
        {
            table.AddRow("read / process / write through simulated devices: what a .NET pipeline adds per chunk over the analytic limit",
                $"{OverheadPerChunk(data.BandwidthRuns)} per chunk, wall time, the timer's lateness included (median of every variant and bandwidth)",
                FigureRange.Over(data.BandwidthRuns.Count), Guide("7-when-to-overlap-io"));
        }

        if (RingRanges(data) is var (ringText, ringRuns))
        {
            table.AddRow("message ring, fastest concurrent .NET hand-off vs Erlang's fastest", ringText,
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

    /// <summary>Each run's median over its rows of the overhead per chunk (measured − limit, ms), over the runs.</summary>
    private static string OverheadPerChunk(IReadOnlyList<RunReport> runs) =>
        FigureRange.Of(
            runs.Select(run => run.Rows.Select(row => row.Metrics[PipelinesReportKeys.OverheadPerChunkWallMs]).Order().ElementAt(run.Rows.Count / 2)),
            v => v.ToString("0.00", CultureInfo.InvariantCulture),
            " ms");

    /// <summary>Erlang's fastest row over the fastest .NET ring, per hop, over every run of the headline cell.</summary>
    private static (string Text, int Runs)? RingRanges(GuideFigures data)
    {
        var pairs = data.RingVersusErlangRuns(concurrentOnly: true);
        return pairs.Count == 0 ? null : ($"{RingResults.FastestNames(pairs)} {RingResults.VersusErlang(pairs)} per hop", pairs.Count);
    }
}
