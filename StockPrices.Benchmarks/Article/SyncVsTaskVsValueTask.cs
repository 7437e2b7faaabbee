using BenchmarkDotNet.Attributes;

namespace StockPrices.Benchmarks.Article;

/// <summary>
/// The article's Table 2: does returning <see cref="ValueTask{TResult}"/> instead of <see cref="Task{TResult}"/>
/// remove the cost of an async method that completes synchronously?
/// </summary>
[MemoryDiagnoser]
public class SyncVsTaskVsValueTask
{
    private const string Ticker = SimulatedStockPriceSource.LastTicker;
    private readonly StockPriceCache _cache = new();

    [GlobalSetup]
    public void FillCache() => _cache.InitializeAsync().GetAwaiter().GetResult();

    [Benchmark]
    [BenchmarkCategory(StockPriceVariants.PriceFromCache, BenchmarkShape.CompletesSynchronously)]
    public decimal GetPricesDirectlyFromCache() => _cache.GetPriceFromCacheFor(Ticker);

    [Benchmark(Baseline = true)]
    [BenchmarkCategory(StockPriceVariants.Sync, BenchmarkShape.CompletesSynchronously)]
    public decimal GetStockPriceFor() => _cache.GetStockPriceFor(Ticker);

    [Benchmark]
    [BenchmarkCategory(StockPriceVariants.Task, BenchmarkShape.CompletesSynchronously)]
    public decimal GetStockPriceForAsync() => _cache.GetStockPriceForAsync(Ticker).GetAwaiter().GetResult();

    [Benchmark]
    [BenchmarkCategory(StockPriceVariants.ValueTask, BenchmarkShape.CompletesSynchronously)]
    public decimal GetStockPriceWithValueTaskAsync() => _cache.GetStockPriceWithValueTaskAsync(Ticker).GetAwaiter().GetResult();
}
