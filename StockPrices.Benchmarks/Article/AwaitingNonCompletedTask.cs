using BenchmarkDotNet.Attributes;
using StockPrices.Benchmarks.Config;

namespace StockPrices.Benchmarks.Article;

/// <summary>
/// The article's Table 3: what does an await cost when the awaited task is not completed? The yielding rows use
/// <see cref="StockPriceCacheThatYields"/>, whose initialisation check awaits <see cref="Task.Yield"/>, so every
/// async call suspends once and resumes on the thread pool. Two shapes: <c>_Await</c> blocks the benchmark thread
/// on each call (sync over async, as in the article); <c>_AsyncAllTheWay</c> awaits
/// <see cref="BenchmarkShape.AwaitsPerInvoke"/> calls in an <c>async Task</c> benchmark, as async code does.
/// </summary>
[MemoryDiagnoser]
[ThreadingDiagnoser]
[SeveralLaunches]
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
    [BenchmarkCategory(StockPriceVariants.Sync, BenchmarkShape.CompletesSynchronously)]
    public decimal GetStockPriceFor() => _cache.GetStockPriceFor(Ticker);

    [Benchmark]
    [BenchmarkCategory(StockPriceVariants.Task, BenchmarkShape.CompletesSynchronously)]
    public decimal GetStockPriceForAsync() => _cache.GetStockPriceForAsync(Ticker).GetAwaiter().GetResult();

    [Benchmark]
    [BenchmarkCategory(StockPriceVariants.ValueTask, BenchmarkShape.CompletesSynchronously)]
    public decimal GetStockPriceWithValueTaskAsync() => _cache.GetStockPriceWithValueTaskAsync(Ticker).GetAwaiter().GetResult();

    [Benchmark]
    [BenchmarkCategory(StockPriceVariants.Sync, BenchmarkShape.CallerBlocks, BenchmarkShape.TaskYield)]
    public decimal GetStockPriceFor_Await() => _cacheThatYields.GetStockPriceFor(Ticker);

    [Benchmark]
    [BenchmarkCategory(StockPriceVariants.Task, BenchmarkShape.CallerBlocks, BenchmarkShape.TaskYield)]
    public decimal GetStockPriceForAsync_Await() => _cacheThatYields.GetStockPriceForAsync(Ticker).GetAwaiter().GetResult();

    [Benchmark(OperationsPerInvoke = BenchmarkShape.AwaitsPerInvoke)]
    [BenchmarkCategory(StockPriceVariants.Task, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield)]
    public async Task<decimal> GetStockPriceForAsync_AsyncAllTheWay()
    {
        var sum = 0m;
        for (var i = 0; i < BenchmarkShape.AwaitsPerInvoke; i++)
        {
            sum += await _cacheThatYields.GetStockPriceForAsync(Ticker);
        }

        return sum;
    }

    [Benchmark]
    [BenchmarkCategory(StockPriceVariants.ValueTask, BenchmarkShape.CallerBlocks, BenchmarkShape.TaskYield)]
    public decimal GetStockPriceWithValueTaskAsync_Await() => _cacheThatYields.GetStockPriceWithValueTaskAsync(Ticker).GetAwaiter().GetResult();

    [Benchmark(OperationsPerInvoke = BenchmarkShape.AwaitsPerInvoke)]
    [BenchmarkCategory(StockPriceVariants.ValueTask, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield)]
    public async Task<decimal> GetStockPriceWithValueTaskAsync_AsyncAllTheWay()
    {
        var sum = 0m;
        for (var i = 0; i < BenchmarkShape.AwaitsPerInvoke; i++)
        {
            sum += await _cacheThatYields.GetStockPriceWithValueTaskAsync(Ticker);
        }

        return sum;
    }
}
