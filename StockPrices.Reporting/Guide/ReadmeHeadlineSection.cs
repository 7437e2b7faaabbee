using System.Globalization;
using StockPrices.Reporting.Article;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Pipelines;
using StockPrices.Reporting.Polling;

namespace StockPrices.Reporting.Guide;

/// <summary>README.md's headline table: one number per question, from the committed results, each with a link into the guide.</summary>
public sealed class ReadmeHeadlineSection : IDocsSection
{
    private const string OneRun = "one run only";

    public string Id => "readme.headline";

    public string Render(DocsContext context)
    {
        var data = GuideFigures.Load(context);
        var link = GuideLinks.FromRepositoryRoot;
        string Guide(string anchor) => link.Chapter("guide", "guide.md", anchor);
        var r = data.Ranges;
        var table = new MarkdownTable("Question", "Measured", "Runs", "More");
        table.AddRow("`async Task<T>` that completes synchronously, vs sync",
            $"{r.Ratio(f => f.AsyncTaskVsSync)} the time, {r.Bytes(f => f.AsyncTaskBytes)} per call; the async method itself adds {r.Time(f => f.AsyncAddsNanoseconds(SyncCompletionBody.ReturnField))}", r.Over, Guide("1-an-async-method-that-completes-synchronously"));
        table.AddRow("`async ValueTask<T>`, same path, vs sync",
            $"{r.Ratio(f => f.ValueTaskVsSync)} the time, {r.Bytes(f => f.ValueTaskBytes)}", r.Over, Guide("3-when-valuetask-pays-off"));
        table.AddRow("hand-optimised, not `async` on the fast path, vs sync",
            $"{r.Ratio(f => f.OptimizedVsSync)} the time, {r.Bytes(f => f.OptimizedBytes)}", r.Over, Guide("6-when-to-drop-async"));
        table.AddRow("one `await` that really suspends, async all the way (`Task`, median)",
            $"{r.Time(f => f.AsyncAllTheWay(StockPriceVariants.Task).MedianNanoseconds)} and {r.Bytes(f => f.AsyncAllTheWay(StockPriceVariants.Task).AllocatedBytesPerOperation ?? double.NaN)} per await", r.Over, Guide("5-what-a-real-suspension-costs"));
        table.AddRow("the same with the caller blocked on each call (sync over async)",
            $"{r.Time(f => f.CallerBlocks(StockPriceVariants.Task).MeanNanoseconds)} per call", r.Over, Guide("5-what-a-real-suspension-costs"));
        table.AddRow("pooled `ValueTask` builder on that path, async all the way",
            $"{r.Time(f => f.AsyncAllTheWay(StockPriceVariants.PooledValueTask).MedianNanoseconds)} and {r.Bytes(f => f.AsyncAllTheWay(StockPriceVariants.PooledValueTask).AllocatedBytesPerOperation ?? double.NaN)} per await, against {r.Bytes(f => f.AsyncAllTheWay(StockPriceVariants.ValueTask).AllocatedBytesPerOperation ?? double.NaN)} unpooled", r.Over, Guide("4-when-a-pooled-builder-pays-off"));
        if (data.LargestConnections is { } n
            && GuideFigures.Row(data.PollingTcp, GuideFigures.ThreadPerConnection, n) is { } threads
            && GuideFigures.Row(data.PollingTcp, GuideFigures.AsyncSockets, n) is { } sockets)
        {
            table.AddRow($"{n.ToString("#,0", CultureInfo.InvariantCulture)} idle TCP connections: thread each vs `await`",
                $"{GuideRules.Count(threads, PollingMetrics.PeakProcessThreads)} vs {GuideRules.Count(sockets, PollingMetrics.PeakProcessThreads)} threads, {GuideRules.Megabytes(threads)} vs {GuideRules.Megabytes(sockets)} MB", OneRun, Guide("8-many-idle-connections"));
        }

        if (data.Bandwidth is { } bandwidth && new BandwidthTableCells(bandwidth) is var cells && cells.LargestGainBandwidth is { } best
            && cells.Metric("sequential", best, "measuredMs") is { } sequential && cells.BestFullPipeline(best) is { } winner)
        {
            table.AddRow($"read / process / write at {PipelinesResults.Mbit(best)}: full pipeline vs sequential",
                $"{PipelinesResults.Ratio(sequential / winner.MeasuredMs)}× faster ({winner.Variant})", OneRun, Guide("7-when-to-overlap-io"));
        }

        if (data.RingVersusErlang(concurrentOnly: false) is var (fastest, erlang))
        {
            table.AddRow("message ring, fastest .NET hand-off vs Erlang", $"`{fastest.Variant}` {Ring.RingResults.VersusErlang(erlang, fastest)} per hop",
                $"one run, each row the median of its {fastest.Labels.GetValueOrDefault("runs", "1")} repeats", Guide("9-what-a-hand-off-costs"));
        }

        var environment = data.Results.Environment.Environment;
        return $"{table}\n{environment.Runtime}, {environment.Processor}, {environment.ProcessorCount} logical cores shared with other jobs while measuring: {link.Chapter("how noisy", "guide.md", "the-runs-and-their-noise")}.\n";
    }
}
