using System.Globalization;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Pipelines;
using StockPrices.Reporting.Polling;

namespace StockPrices.Reporting.Guide;

/// <summary>README.md's headline table: one number per question, from the committed results, each with a link into the guide.</summary>
public sealed class ReadmeHeadlineSection : IDocsSection
{
    public string Id => "readme.headline";

    public string Render(DocsContext context)
    {
        var data = GuideFigures.Load(context);
        var figures = data.Article;
        var link = GuideLinks.FromRepositoryRoot;
        string Guide(string anchor) => link.Chapter("guide", "guide.md", anchor);
        var table = new MarkdownTable("Question", "This run", "More");
        table.AddRow("`async Task<T>` that completes synchronously, vs sync",
            $"{GuideRules.R(figures.AsyncTaskVsSync)} the time, {GuideRules.Bytes(figures.AsyncTaskBytes)} per call", Guide("1-an-async-method-that-completes-synchronously"));
        table.AddRow("`async ValueTask<T>`, same path, vs sync",
            $"{GuideRules.R(figures.ValueTaskVsSync)} the time, {GuideRules.Bytes(figures.ValueTaskBytes)}", Guide("3-when-valuetask-pays-off"));
        table.AddRow("hand-optimised, not `async` on the fast path, vs sync",
            $"{GuideRules.R(figures.OptimizedVsSync)} the time, {GuideRules.Bytes(data.Benchmark("OptimizedFastPath", "GetStockPriceWithValueTaskAsync_Optimized").AllocatedBytesPerOperation)}", Guide("6-when-to-drop-async"));
        table.AddRow("one `await` that really suspends (`Task.Yield`)",
            $"{BenchmarkFormat.Time(figures.AwaitNanoseconds)} and {GuideRules.Bytes(figures.AwaitBytes)} per await", Guide("5-what-a-real-suspension-costs"));
        table.AddRow("pooled builder on that path, vs not pooled",
            $"{GuideRules.R(figures.PooledVsNotPooled)} the time, {GuideRules.Bytes(figures.PooledBytes)} instead of {GuideRules.Bytes(figures.NotPooledBytes)}", Guide("4-when-a-pooled-builder-pays-off"));
        if (data.LargestConnections is { } n
            && GuideFigures.Row(data.PollingTcp, GuideFigures.ThreadPerConnection, n) is { } threads
            && GuideFigures.Row(data.PollingTcp, GuideFigures.AsyncSockets, n) is { } sockets)
        {
            table.AddRow($"{n.ToString("#,0", CultureInfo.InvariantCulture)} idle TCP connections: thread each vs `await`",
                $"{GuideRules.Count(threads, PollingMetrics.PeakProcessThreads)} vs {GuideRules.Count(sockets, PollingMetrics.PeakProcessThreads)} threads, {GuideRules.Megabytes(threads)} vs {GuideRules.Megabytes(sockets)} MB", Guide("8-many-idle-connections"));
        }

        if (data.Bandwidth is { } bandwidth && new BandwidthTableCells(bandwidth) is var cells && cells.LargestGainBandwidth is { } best
            && cells.Metric("sequential", best, "measuredMs") is { } sequential && cells.BestFullPipeline(best) is { } winner)
        {
            table.AddRow($"read / process / write at {PipelinesResults.Mbit(best)}: full pipeline vs sequential",
                $"{PipelinesResults.Ratio(sequential / winner.MeasuredMs)}× faster ({winner.Variant})", Guide("7-when-to-overlap-io"));
        }

        if (data.RingVersusErlang(concurrentOnly: false) is var (fastest, erlang))
        {
            table.AddRow("message ring, fastest .NET hand-off vs Erlang", $"`{fastest.Variant}` {Ring.RingResults.VersusErlang(erlang, fastest)} per hop", Guide("9-what-a-hand-off-costs"));
        }

        var environment = data.Results.Environment.Environment;
        return $"{table}\n{environment.Runtime}, {environment.Processor}, {environment.ProcessorCount} logical cores shared with other jobs while measuring: {link.Chapter("how noisy", "guide.md", "the-runs-and-their-noise")}.\n";
    }
}
