using StockPrices.Reporting.Docs;
using B = StockPrices.SyncCompletionBody;

namespace StockPrices.Reporting.Article;

/// <summary>
/// SyncCompletionCost taken apart: for each body, what the async method adds over the sync one in ns per call and
/// as a ratio, min–max over every committed run.
/// </summary>
public sealed class ArticleSyncCompletionSection : IDocsSection
{
    /// <summary>A sync body faster than this in any run is within BenchmarkDotNet's empty-loop overhead: no ratio over it means anything.</summary>
    public const int MeasurableNanoseconds = 1;

    public string Id => "article-sync-completion";

    public string Render(DocsContext context)
    {
        var ranges = ArticleRanges.Load(context);
        var table = new MarkdownTable("Body", "Sync", "Async", "Async adds per call", "Async / sync", "Async allocates")
            .AlignRight(1..);
        var prose = Prose.Of("article");
        foreach (var body in B.Bodies)
        {
            table.AddRow(
                prose["sync-completion." + body], // each body's description, e.g. "sync-completion.body:return-field"
                ranges.Time(f => f.SyncCompletionPair(body).Sync.MeanNanoseconds),
                ranges.Time(f => f.SyncCompletionPair(body).Async.MeanNanoseconds),
                ranges.Time(f => f.AsyncAddsNanoseconds(body)),
                ranges.Range(f => f.SyncCompletionPair(body).Sync.MeanNanoseconds).Min < MeasurableNanoseconds ? prose.Fill("sync-completion.unmeasurable", new { ns = MeasurableNanoseconds }) : ranges.Ratio(f => f.AsyncOverSync(body)),
                ranges.Bytes(f => f.AsyncBytes(body)));
        }

        return $"{table}\n{prose.Fill("sync-completion.legend", new { over = ranges.Over })}\n";
    }
}
