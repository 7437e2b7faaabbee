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
    public decimal GetPricesDirectlyFromCache() => _cache.GetPriceFromCacheFor(Ticker);

    [Benchmark(Baseline = true)]
    public decimal GetStockPriceFor() => _cache.GetStockPriceFor(Ticker);

    [Benchmark]
    public decimal GetStockPriceForAsync() => _cache.GetStockPriceForAsync(Ticker).GetAwaiter().GetResult();

    [Benchmark]
    public decimal GetStockPriceWithValueTaskAsync() => _cache.GetStockPriceValueTaskForAsync(Ticker).GetAwaiter().GetResult();
}
