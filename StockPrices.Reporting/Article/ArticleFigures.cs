using StockPrices.Reporting.BenchmarkResults;

namespace StockPrices.Reporting.Article;

/// <summary>
/// The derived numbers the chapter quotes (ratios of means and per-await differences), each from benchmarks
/// measured side by side in one class of the committed run.
/// </summary>
public sealed class ArticleFigures(ArticleResults results)
{
    private BenchmarkSummary Table1 => results.Class("SyncVsAsync");

    private BenchmarkSummary Table2 => results.Class("SyncVsTaskVsValueTask");

    private BenchmarkSummary Table3 => results.Class("AwaitingNonCompletedTask");

    private BenchmarkSummary Optimized => results.Class("OptimizedFastPath");

    private BenchmarkSummary Pooled => results.Class("PooledBuilderOnYieldPath");

    private BenchmarkSummary ConfigureAwait => results.Class("ConfigureAwaitFalseOnYieldPath");

    private BenchmarkSummary ForceYielding => results.Class("ForceYieldingVsTaskYield");

    /// <summary>Table 1: async Task (synchronous completion) over the sync method that calls the async initialisation.</summary>
    public double AsyncTaskVsSync => Ratio(Table1, "GetStockPriceForAsync", "GetStockPriceFor");

    /// <summary>Table 1: async Task over the purely synchronous method (the article's "about 15%").</summary>
    public double AsyncTaskVsPureSync => Ratio(Table1, "GetStockPriceForAsync", "GetPricesDirectlyFromCache");

    public double AsyncTaskBytes => Bytes(Table1, "GetStockPriceForAsync");

    public double ValueTaskVsSync => Ratio(Table2, "GetStockPriceWithValueTaskAsync", "GetStockPriceFor");

    public double ValueTaskVsTask => Ratio(Table2, "GetStockPriceWithValueTaskAsync", "GetStockPriceForAsync");

    public double ValueTaskBytes => Bytes(Table2, "GetStockPriceWithValueTaskAsync");

    public double OptimizedVsSync => Ratio(Optimized, "GetStockPriceWithValueTaskAsync_Optimized", "GetStockPriceFor");

    public double OptimizedVsValueTask => Ratio(Optimized, "GetStockPriceWithValueTaskAsync_Optimized", "GetStockPriceWithValueTaskAsync");

    public double CapturingLocalFunctionBytes => Bytes(Optimized, "GetStockPriceWithValueTaskAsync_CapturingLocalFunction");

    public double StaticLocalFunctionBytes => Bytes(Optimized, "GetStockPriceWithValueTaskAsync_StaticLocalFunction");

    public double CapturingVsStatic => Ratio(Optimized, "GetStockPriceWithValueTaskAsync_CapturingLocalFunction", "GetStockPriceWithValueTaskAsync_StaticLocalFunction");

    /// <summary>Table 3: one await of a non-completed task in a sync-over-async call (<c>GetStockPriceFor_Await</c> minus <c>GetStockPriceFor</c>).</summary>
    public double AwaitNanoseconds => Mean(Table3, "GetStockPriceFor_Await") - Mean(Table3, "GetStockPriceFor");

    public double AwaitBytes => Bytes(Table3, "GetStockPriceFor_Await") - Bytes(Table3, "GetStockPriceFor");

    /// <summary>Table 3: the async Task method that suspends, minus the same method completing synchronously.</summary>
    public double AsyncAwaitNanoseconds => Mean(Table3, "GetStockPriceForAsync_Await") - Mean(Table3, "GetStockPriceForAsync");

    public double AsyncAwaitBytes => Bytes(Table3, "GetStockPriceForAsync_Await") - Bytes(Table3, "GetStockPriceForAsync");

    public double ValueTaskAwaitBytes => Bytes(Table3, "GetStockPriceWithValueTaskAsync_Await") - Bytes(Table3, "GetStockPriceWithValueTaskAsync");

    public double AwaitWorkItems => Table3["GetStockPriceFor_Await"].Metric(BenchmarkResult.CompletedWorkItemsMetric) ?? double.NaN;

    public double SyncWorkItems => Table3["GetStockPriceFor"].Metric(BenchmarkResult.CompletedWorkItemsMetric) ?? double.NaN;

    public double PooledVsNotPooled => Ratio(Pooled, "GetStockPriceWithPooledValueTaskAsync_Await", "GetStockPriceWithValueTaskAsync_Await");

    public double PooledBytes => Bytes(Pooled, "GetStockPriceWithPooledValueTaskAsync_Await");

    public double NotPooledBytes => Bytes(Pooled, "GetStockPriceWithValueTaskAsync_Await");

    public double ConfigureAwaitFalseVsDefault => Ratio(ConfigureAwait, "GetStockPriceForAsync_ConfigureAwaitFalse_Await", "GetStockPriceForAsync_Await");

    public double ForceYieldingVsTaskYield => Ratio(ForceYielding, "GetStockPriceFor_ForceYielding", "GetStockPriceFor_TaskYield");

    public double ForceYieldingBytes => Bytes(ForceYielding, "GetStockPriceFor_ForceYielding");

    public double TaskYieldBytes => Bytes(ForceYielding, "GetStockPriceFor_TaskYield");

    private static double Mean(BenchmarkSummary summary, string method) => summary[method].MeanNanoseconds;

    private static double Bytes(BenchmarkSummary summary, string method) => summary[method].AllocatedBytesPerOperation ?? double.NaN;

    private static double Ratio(BenchmarkSummary summary, string method, string over) => Mean(summary, method) / Mean(summary, over);
}
