using BenchmarkDotNet.Attributes;
using StockPrices;

namespace StockPrices.Benchmarks.Article;

/// <summary>The article's Table 1: is an async method that completes synchronously slower than a sync one?</summary>
[MemoryDiagnoser]
public class SyncVsAsync
{
    private readonly StockPriceCache _cache = new();

    [GlobalSetup]
    public void FillCache() => _cache.InitializeAsync().GetAwaiter().GetResult();

    [Benchmark]
    public decimal GetPricesDirectlyFromCache() => _cache.GetPriceFromCacheFor("MSFT");

    [Benchmark(Baseline = true)]
    public decimal GetStockPriceFor() => _cache.GetStockPriceFor("MSFT");

    [Benchmark]
    public decimal GetStockPriceForAsync() => _cache.GetStockPriceForAsync("MSFT").GetAwaiter().GetResult();
}
