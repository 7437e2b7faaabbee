using BenchmarkDotNet.Attributes;
using StockPrices.Benchmarks.Config;

namespace StockPrices.Benchmarks.Article;

/// <summary>
/// The article's Table 3: what does an await cost when the awaited task is not completed? The <c>_Await</c>
/// variants use <see cref="StockPriceCacheThatYields"/>, whose initialisation check awaits
/// <see cref="Task.Yield"/>: every call suspends once, resumes on the thread pool, and the benchmark
/// thread blocks until then (sync over async, as in the article).
/// </summary>
[MemoryDiagnoser]
[CompletedWorkItemsDiagnoser]
public class AwaitingNonCompletedTask
{
    private const string Ticker = SimulatedStockPriceSource.LastTicker;
    private readonly StockPriceCache _cache = new();
    private readonly StockPriceCacheThatYields _cacheThatYields = new();

    [GlobalSetup]
    public void FillCaches()
    {
        _cache.InitializeAsync().GetAwaiter().GetResult();
        _cacheThatYields.InitializeAsync().GetAwaiter().GetResult();
    }

    [Benchmark(Baseline = true)]
    public decimal GetStockPriceFor() => _cache.GetStockPriceFor(Ticker);

    [Benchmark]
    public decimal GetStockPriceForAsync() => _cache.GetStockPriceForAsync(Ticker).GetAwaiter().GetResult();

    [Benchmark]
    public decimal GetStockPriceWithValueTaskAsync() => _cache.GetStockPriceValueTaskForAsync(Ticker).GetAwaiter().GetResult();

    [Benchmark]
    public decimal GetStockPriceFor_Await() => _cacheThatYields.GetStockPriceFor(Ticker);

    [Benchmark]
    public decimal GetStockPriceForAsync_Await() => _cacheThatYields.GetStockPriceForAsync(Ticker).GetAwaiter().GetResult();

    [Benchmark]
    public decimal GetStockPriceWithValueTaskAsync_Await() => _cacheThatYields.GetStockPriceValueTaskForAsync(Ticker).GetAwaiter().GetResult();
}
