using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Figures;
using StockPrices.Results;
using B = StockPrices.SyncCompletionBody;
using S = StockPrices.BenchmarkShape;
using V = StockPrices.StockPriceVariants;

namespace StockPrices.Reporting.Article;

/// <summary>
/// What the article chapter is generated from: the committed BenchmarkDotNet runs of the article suite
/// (one full-JSON report per benchmark class, and its environment.json) and the article's published numbers.
/// </summary>
public static class ArticleResults
{
    public const string PublishedFile = "published/teplyakov-2018.json";

    /// <summary>
    /// Every committed run of the suite (<see cref="BenchmarkRun.LoadCommitted"/>): the one the chapter's tables show,
    /// then its repeats in run order.
    /// </summary>
    public static IReadOnlyList<BenchmarkRun> LoadAllRuns(DocsContext context) =>
        BenchmarkRun.LoadCommitted(context, ResultsScenarios.Article) is { Count: > 0 } runs
            ? runs
            : throw new DirectoryNotFoundException(
                $"No committed article run in {context.Results.CommittedFolder(BenchmarkRun.CommittedEnvironment, ResultsScenarios.Article)}; docs/article.md says how to run the suite.");

    /// <summary>The article's published tables and claims, read once per docs run.</summary>
    public static PublishedArticle Published(DocsContext context) =>
        context.Loaded(c => PublishedArticle.Load(Path.Combine(c.Results.CommittedRoot, PublishedFile)));

    /// <summary>The report of one benchmark class, e.g. <c>SyncVsAsync</c>, in one committed run.</summary>
    public static BenchmarkSummary Class(BenchmarkRun run, string benchmarkClass) =>
        run.Summaries.TryGetValue(benchmarkClass, out var summary)
            ? summary
            : throw new KeyNotFoundException($"The committed article run has no results for {benchmarkClass}; run the suite (docs/article.md says how).");
}

/// <summary>
/// The derived numbers the docs quote, from one run of the article suite: each from benchmarks measured side by
/// side in one class, each row found by what it measures (its categories). Times of the async-all-the-way rows are
/// medians, because their iterations can be bimodal; the others are means, as BenchmarkDotNet's tables show.
/// </summary>
public sealed class ArticleFigures(BenchmarkRun run)
{
    public const string Table1Class = "SyncVsAsync";
    public const string Table2Class = "SyncVsTaskVsValueTask";
    public const string Table3Class = "AwaitingNonCompletedTask";
    public const string OptimizedClass = "OptimizedFastPath";
    public const string PooledClass = "PooledBuilderOnYieldPath";
    public const string SyncCompletionClass = "SyncCompletionCost";

    /// <summary>A figure in each committed run of the suite, in run order: what <see cref="FigureRange"/> takes a headline over.</summary>
    public static IReadOnlyList<double> Each(DocsContext context, Func<ArticleFigures, double> figure) =>
        [.. ArticleResults.LoadAllRuns(context).Select(run => figure(new ArticleFigures(run)))];

    private BenchmarkSummary Table1 => ArticleResults.Class(run, Table1Class);

    private BenchmarkSummary Table2 => ArticleResults.Class(run, Table2Class);

    private BenchmarkSummary Table3 => ArticleResults.Class(run, Table3Class);

    private BenchmarkSummary Optimized => ArticleResults.Class(run, OptimizedClass);

    private BenchmarkSummary Pooled => ArticleResults.Class(run, PooledClass);

    private BenchmarkSummary SyncCompletion => ArticleResults.Class(run, SyncCompletionClass);

    /// <summary>Table 1: async Task over the purely synchronous lookup (the article's "about 15%").</summary>
    public double AsyncTaskVsPureSync => Ratio(Table1.Row(V.Task, S.CompletesSynchronously), Table1.Row(V.PriceFromCache, S.CompletesSynchronously));

    public double AsyncTaskBytes => Bytes(Table1.Row(V.Task, S.CompletesSynchronously));

    public double ValueTaskBytes => Bytes(Table2.Row(V.ValueTask, S.CompletesSynchronously));

    public double OptimizedBytes => Bytes(Optimized.Row(V.ValueTaskOptimized));

    public double CapturingLocalFunctionBytes => Bytes(Optimized.Row(V.ValueTaskCapturingLocalFunction));

    /// <summary>Table 3: one await of a non-completed task in a sync-over-async call (the sync method over the yielding cache, minus over the plain one).</summary>
    public double AwaitNanoseconds => Table3.Row(V.Sync, S.CallerBlocks).MeanNanoseconds - Table3.Row(V.Sync, S.CompletesSynchronously).MeanNanoseconds;

    public double AwaitBytes => Bytes(Table3.Row(V.Sync, S.CallerBlocks)) - Bytes(Table3.Row(V.Sync, S.CompletesSynchronously));

    /// <summary>A suspending call awaited in an async loop: Task, ValueTask and pooled ValueTask side by side in the pooled class.</summary>
    public BenchmarkResult AsyncAllTheWay(string variant) => Pooled.Row(variant, S.AsyncAllTheWay);

    /// <summary>SyncCompletionCost: the sync and the async method of one body.</summary>
    public (BenchmarkResult Sync, BenchmarkResult Async) SyncCompletionPair(string body) =>
        (SyncCompletion.Row(body, B.Sync), SyncCompletion.Row(body, B.Async));

    /// <summary>What the async method adds to a body, in ns per call (mean minus mean).</summary>
    public double AsyncAddsNanoseconds(string body) => SyncCompletionPair(body) is var (sync, async) ? async.MeanNanoseconds - sync.MeanNanoseconds : double.NaN;

    /// <summary>The async method's time over the sync method's, for one body.</summary>
    public double AsyncOverSync(string body) => SyncCompletionPair(body) is var (sync, async) ? Ratio(async, sync) : double.NaN;

    public double AsyncBytes(string body) => Bytes(SyncCompletionPair(body).Async);

    private static double Bytes(BenchmarkResult row) => row.AllocatedBytesPerOperation ?? double.NaN;

    private static double Ratio(BenchmarkResult row, BenchmarkResult over) => row.MeanNanoseconds / over.MeanNanoseconds;
}
