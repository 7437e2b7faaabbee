using BenchmarkDotNet.Attributes;

namespace StockPrices.Benchmarks.Article;

/// <summary>
/// What the article shows without numbers: a <see cref="ValueTask{TResult}"/> method that skips the state
/// machine when the cache is filled, the same method whose local function captures (a closure allocated
/// on the fast path, dotnet/roslyn#18946), and the static local function that cannot capture.
/// </summary>
[MemoryDiagnoser]
public class OptimizedFastPath
{
    private const string Ticker = SimulatedStockPriceSource.LastTicker;
    private readonly StockPriceCache _cache = new();

    [GlobalSetup]
    public void FillCache() => _cache.InitializeAsync().GetAwaiter().GetResult();

    [Benchmark(Baseline = true)]
    [BenchmarkCategory(StockPriceVariants.Sync, BenchmarkShape.CompletesSynchronously)]
    public decimal GetStockPriceFor() => _cache.GetStockPriceFor(Ticker);

    [Benchmark]
    [BenchmarkCategory(StockPriceVariants.ValueTask, BenchmarkShape.CompletesSynchronously)]
    public decimal GetStockPriceWithValueTaskAsync() => _cache.GetStockPriceWithValueTaskAsync(Ticker).GetAwaiter().GetResult();

    [Benchmark]
    [BenchmarkCategory(StockPriceVariants.ValueTaskOptimized, BenchmarkShape.CompletesSynchronously)]
    public decimal GetStockPriceWithValueTaskAsync_Optimized() =>
        _cache.GetStockPriceWithValueTaskAsync_Optimized(Ticker).GetAwaiter().GetResult();

    [Benchmark]
    [BenchmarkCategory(StockPriceVariants.ValueTaskCapturingLocalFunction, BenchmarkShape.CompletesSynchronously)]
    public decimal GetStockPriceWithValueTaskAsync_CapturingLocalFunction() =>
        _cache.GetStockPriceWithValueTaskAsync_CapturingLocalFunction(Ticker).GetAwaiter().GetResult();

    [Benchmark]
    [BenchmarkCategory(StockPriceVariants.ValueTaskStaticLocalFunction, BenchmarkShape.CompletesSynchronously)]
    public decimal GetStockPriceWithValueTaskAsync_StaticLocalFunction() =>
        _cache.GetStockPriceWithValueTaskAsync_StaticLocalFunction(Ticker).GetAwaiter().GetResult();
}
