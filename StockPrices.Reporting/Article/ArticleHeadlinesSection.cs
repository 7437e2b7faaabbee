using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Article;

/// <summary>The chapter's headline numbers: ratios of means and per-await costs from the committed run.</summary>
public sealed class ArticleHeadlinesSection : IDocsSection
{
    public string Id => "article-headlines";

    public string Render(DocsContext context)
    {
        var figures = new ArticleFigures(ArticleResults.Load(context));
        string R(double ratio) => BenchmarkFormat.Ratio(ratio) + "×";
        return string.Join('\n',
        [
            $"- **async `Task<decimal>` vs sync**, completing synchronously: {R(figures.AsyncTaskVsSync)} the time of `GetStockPriceFor` ({R(figures.AsyncTaskVsPureSync)} the purely synchronous lookup), {BenchmarkFormat.Bytes(figures.AsyncTaskBytes)} per call (Table 1).",
            $"- **async `ValueTask<decimal>` vs sync**: {R(figures.ValueTaskVsSync)} the time, {BenchmarkFormat.Bytes(figures.ValueTaskBytes)} per call; {R(figures.ValueTaskVsTask)} the time of the `Task` version (Table 2).",
            $"- **hand-optimised `ValueTask` fast path vs sync**: {R(figures.OptimizedVsSync)} the time ({R(figures.OptimizedVsValueTask)} the plain async `ValueTask`). The capturing local function allocates {BenchmarkFormat.Bytes(figures.CapturingLocalFunctionBytes)} per call even on the fast path and takes {R(figures.CapturingVsStatic)} the time of the static one, which allocates {BenchmarkFormat.Bytes(figures.StaticLocalFunctionBytes)}.",
            $"- **one await of a non-completed task** (`Task.Yield`, sync over async): {BenchmarkFormat.Time(figures.AwaitNanoseconds)} and {BenchmarkFormat.Bytes(figures.AwaitBytes)} per await, {BenchmarkFormat.Count(figures.AwaitWorkItems)} thread-pool work items per call ({BenchmarkFormat.Count(figures.SyncWorkItems)} on the synchronous path). The async `Task` method that suspends costs {BenchmarkFormat.Time(figures.AsyncAwaitNanoseconds)} and {BenchmarkFormat.Bytes(figures.AsyncAwaitBytes)} more than when it completes synchronously (Table 3).",
            $"- **pooled vs not** (`PoolingAsyncValueTaskMethodBuilder`, yield path): {R(figures.PooledVsNotPooled)} the time, {BenchmarkFormat.Bytes(figures.PooledBytes)} instead of {BenchmarkFormat.Bytes(figures.NotPooledBytes)} per call.",
            $"- **`ConfigureAwait(false)`** on the yield path, no synchronization context: {R(figures.ConfigureAwaitFalseVsDefault)} the time of the plain await.",
            $"- **`ConfigureAwaitOptions.ForceYielding` vs `Task.Yield`** (sync over async): {R(figures.ForceYieldingVsTaskYield)} the time, {BenchmarkFormat.Bytes(figures.ForceYieldingBytes)} against {BenchmarkFormat.Bytes(figures.TaskYieldBytes)}.",
        ]) + "\n";
    }
}
