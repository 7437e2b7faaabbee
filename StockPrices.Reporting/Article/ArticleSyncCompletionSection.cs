using StockPrices.Reporting.Docs;
using B = StockPrices.SyncCompletionBody;

namespace StockPrices.Reporting.Article;

/// <summary>
/// SyncCompletionCost taken apart: for each body, what the async method adds over the sync one in ns per call and
/// as a ratio, min–max over every committed run.
/// </summary>
public sealed class ArticleSyncCompletionSection : IDocsSection
{
    private static readonly (string Body, string What)[] Bodies =
    [
        (B.ReturnField, "returns a field (nothing but the async method itself)"),
        (B.ScanStructs, "scans 101 struct quotes, scan inlined"),
        (B.ScanStructsOutOfLine, "the same scan in a method of its own, not inlined"),
        (B.ScanClasses, "scans 101 class quotes, scan inlined"),
        (B.ConstantTicker, "the article's `GetStockPriceFor` / `GetStockPriceForAsync`, constant ticker"),
        (B.FieldTicker, "the same two methods, ticker read from a field"),
    ];

    /// <summary>A sync body faster than this in any run is within BenchmarkDotNet's empty-loop overhead: no ratio over it means anything.</summary>
    public const int MeasurableNanoseconds = 1;

    public string Id => "article-sync-completion";

    public string Render(DocsContext context)
    {
        var ranges = ArticleRanges.Load(context);
        var table = new MarkdownTable("Body", "Sync", "Async", "Async adds per call", "Async / sync", "Async allocates")
            .AlignRight("Sync", "Async", "Async adds per call", "Async / sync", "Async allocates");
        foreach (var (body, what) in Bodies)
        {
            table.AddRow(
                what,
                ranges.Time(f => f.SyncCompletionPair(body).Sync.MeanNanoseconds),
                ranges.Time(f => f.SyncCompletionPair(body).Async.MeanNanoseconds),
                ranges.Time(f => f.AsyncAddsNanoseconds(body)),
                ranges.Range(f => f.SyncCompletionPair(body).Sync.MeanNanoseconds).Min < MeasurableNanoseconds ? $"– (sync under {MeasurableNanoseconds} ns)" : ranges.Ratio(f => f.AsyncOverSync(body)),
                ranges.Bytes(f => f.AsyncBytes(body)));
        }

        return $"{table}\nMeans per call, {ranges.Over} of [`SyncCompletionCost`](../StockPrices.Benchmarks/Article/SyncCompletionCost.cs); every async method here completes synchronously and returns a `Task<decimal>` it must allocate (42 is not a cached result).\n";
    }
}
