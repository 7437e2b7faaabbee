using BenchmarkDotNet.Attributes;

namespace StockPrices.Benchmarks.Article;

/// <summary>
/// The article's Table 1: how much slower is an async <see cref="Task{TResult}"/> method than a synchronous
/// one when it completes synchronously (the cache is filled, so nothing is awaited for real)?
/// </summary>
[MemoryDiagnoser]
public class SyncVsAsync
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
}
