using StockPrices.Reporting.Docs;
using B = StockPrices.SyncCompletionBody;
using S = StockPrices.BenchmarkShape;
using V = StockPrices.StockPriceVariants;

namespace StockPrices.Reporting.Article;

/// <summary>The chapter's headline numbers, each a min–max over every committed run, each ratio measured side by side in one class.</summary>
public sealed class ArticleHeadlinesSection : IDocsSection
{
    public string Id => "article-headlines";

    public string Render(DocsContext context)
    {
        var r = ArticleRanges.Load(context);
        return string.Join('\n',
        [
            $"- **async `Task<decimal>` vs sync**, completing synchronously: {r.Ratio(f => f.AsyncTaskVsSync)} the time of `GetStockPriceFor` ({r.Ratio(f => f.AsyncTaskVsPureSync)} the purely synchronous lookup), {r.Bytes(f => f.AsyncTaskBytes)} per call (Table 1).",
            $"- **what the async method itself adds** (SyncCompletionCost, a body that returns a field): {r.Time(f => f.AsyncAddsNanoseconds(B.ReturnField))} per call and {r.Bytes(f => f.AsyncBytes(B.ReturnField))}; around the article's scan it adds {r.Time(f => f.AsyncAddsNanoseconds(B.ScanStructs))} ({r.Ratio(f => f.AsyncOverSync(B.ScanStructs))}), with the scan kept out of line {r.Time(f => f.AsyncAddsNanoseconds(B.ScanStructsOutOfLine))} ({r.Ratio(f => f.AsyncOverSync(B.ScanStructsOutOfLine))}).",
            $"- **async `ValueTask<decimal>` vs sync**: {r.Ratio(f => f.ValueTaskVsSync)} the time, {r.Bytes(f => f.ValueTaskBytes)} per call; {r.Ratio(f => f.ValueTaskVsTask)} the time of the `Task` version (Table 2).",
            $"- **hand-optimised `ValueTask` fast path vs sync**: {r.Ratio(f => f.OptimizedVsSync)} the time ({r.Ratio(f => f.OptimizedVsValueTask)} the plain async `ValueTask`). The capturing local function allocates {r.Bytes(f => f.CapturingLocalFunctionBytes)} per call even on the fast path and takes {r.Ratio(f => f.CapturingVsStatic)} the time of the static one, which allocates {r.Bytes(f => f.StaticLocalFunctionBytes)}.",
            $"- **an await that really suspends, async all the way** (`Task.Yield` in the lookup, an `async Task` loop awaiting it; median per await): `Task` {r.Time(f => f.AsyncAllTheWay(V.Task).MedianNanoseconds)} and {r.Bytes(f => f.AsyncAllTheWay(V.Task).AllocatedBytesPerOperation ?? double.NaN)}, `ValueTask` {r.Time(f => f.AsyncAllTheWay(V.ValueTask).MedianNanoseconds)} and {r.Bytes(f => f.AsyncAllTheWay(V.ValueTask).AllocatedBytesPerOperation ?? double.NaN)}, pooled `ValueTask` {r.Time(f => f.AsyncAllTheWay(V.PooledValueTask).MedianNanoseconds)} and {r.Bytes(f => f.AsyncAllTheWay(V.PooledValueTask).AllocatedBytesPerOperation ?? double.NaN)}.",
            $"- **the two modes of those rows**, every iteration of every run pooled and split in two groups (medians): `Task` {r.ModesText(f => f.AsyncAllTheWay(V.Task))}; `ValueTask` {r.ModesText(f => f.AsyncAllTheWay(V.ValueTask))}; pooled `ValueTask` {r.ModesText(f => f.AsyncAllTheWay(V.PooledValueTask))}. Which group a run lands in decides its median, so compare the variants within a group.",
            $"- **the same await with the caller blocked on each call** (sync over async, the article's Table 3 shape; mean per call): `Task` {r.Time(f => f.CallerBlocks(V.Task).MeanNanoseconds)}, `ValueTask` {r.Time(f => f.CallerBlocks(V.ValueTask).MeanNanoseconds)}, pooled `ValueTask` {r.Time(f => f.CallerBlocks(V.PooledValueTask).MeanNanoseconds)} and {r.Bytes(f => f.CallerBlocks(V.PooledValueTask).AllocatedBytesPerOperation ?? double.NaN)}: blocking costs {r.Ratio(f => f.CallerBlocksVsAsyncAllTheWay(V.Task))} the async-all-the-way time for `Task`.",
            $"- **one await in a sync-over-async call** (Table 3, the article's measure): {r.Time(f => f.AwaitNanoseconds)} and {r.Bytes(f => f.AwaitBytes)} per await.",
            $"- **`ConfigureAwait(false)`**, no synchronization context: {r.Ratio(f => f.ConfigureAwaitFalseVsDefaultAsyncAllTheWay)} the time of the plain await async all the way, {r.Ratio(f => f.ConfigureAwaitFalseVsDefault)} with the caller blocked; under a single-threaded context {r.Ratio(f => f.ConfigureAwaitFalseVsDefaultUnderContext)} ({r.Time(f => f.UnderContext(V.Task).MedianNanoseconds)} plain, {r.Time(f => f.UnderContext(V.TaskConfigureAwaitFalse).MedianNanoseconds)} with `ConfigureAwait(false)`).",
            $"- **`ConfigureAwaitOptions.ForceYielding` vs `Task.Yield`**: {r.Ratio(f => f.ForceYieldingVsTaskYieldAsyncAllTheWay)} the time async all the way ({r.Time(f => f.YieldAsyncAllTheWay(S.ForceYielding).MedianNanoseconds)} against {r.Time(f => f.YieldAsyncAllTheWay(S.TaskYield).MedianNanoseconds)} per await), {r.Ratio(f => f.ForceYieldingVsTaskYield)} sync over async, {r.Bytes(f => f.ForceYieldingBytes)} against {r.Bytes(f => f.TaskYieldBytes)}.",
            $"- Every figure above is the {r.Over}; a single figure means every run gave the same to the precision shown.",
        ]) + "\n";
    }
}
