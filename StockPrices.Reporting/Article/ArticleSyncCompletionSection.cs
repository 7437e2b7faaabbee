using StockPrices.Reporting.Docs;
using B = StockPrices.SyncCompletionBody;

namespace StockPrices.Reporting.Article;

/// <summary>
/// SyncCompletionCost taken apart: for each body, what the async method adds over the sync one in ns per call and
/// as a ratio, min–max over every committed run, with BenchmarkDotNet's warnings for both methods.
/// </summary>
public sealed class ArticleSyncCompletionSection : IDocsSection
{
    /// <summary>A sync body faster than this in any run is within BenchmarkDotNet's empty-loop overhead: no ratio over it means anything.</summary>
    public const int MeasurableNanoseconds = 1;

    public string Id => "article-sync-completion";

    public string Render(DocsContext context)
    {
        var ranges = ArticleRanges.Load(context);
        var runs = ArticleResults.LoadAllRuns(context);
        var table = new MarkdownTable("Body", "Sync", "Async", "Async adds per call", "Async / sync", "Async allocates", "BenchmarkDotNet warns")
            .AlignRight(1..^1);
        var prose = Prose.Of("article");
        foreach (var body in B.Bodies)
        {
            table.AddRow(
                prose["sync-completion." + body], // each body's description, e.g. "sync-completion.body:return-field"
                ranges.Time(f => f.SyncCompletionPair(body).Sync.MeanNanoseconds),
                ranges.Time(f => f.SyncCompletionPair(body).Async.MeanNanoseconds),
                ranges.Time(f => f.AsyncAddsNanoseconds(body)),
                ranges.Range(f => f.SyncCompletionPair(body).Sync.MeanNanoseconds).Min < MeasurableNanoseconds ? prose.Fill("sync-completion.unmeasurable", new { ns = MeasurableNanoseconds }) : ranges.Ratio(f => f.AsyncOverSync(body)),
                ranges.Bytes(f => f.AsyncBytes(body)),
                Warnings(runs, body));
        }

        return $"{table}\n{prose.Fill("sync-completion.legend", new { over = ranges.Over })}\n";
    }

    /// <summary>BenchmarkDotNet's warnings for a body's two methods, run by run.</summary>
    private static string Warnings(IReadOnlyList<ArticleResults> runs, string body) =>
        BenchmarkRunWarnings.Cell([.. runs.Select(run => WarningsOf(run, body))]);

    /// <summary>One run's warnings for a body's two methods, each named by its side.</summary>
    private static IReadOnlyList<string> WarningsOf(ArticleResults run, string body)
    {
        var (syncRow, asyncRow) = new ArticleFigures(run).SyncCompletionPair(body);
        return [
            .. run.Warnings.For(syncRow.Type, syncRow.Method).Select(warning => $"sync: {warning}"),
            .. run.Warnings.For(asyncRow.Type, asyncRow.Method).Select(warning => $"async: {warning}"),
        ];
    }
}
