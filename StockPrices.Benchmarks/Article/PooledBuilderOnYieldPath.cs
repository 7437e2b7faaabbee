using BenchmarkDotNet.Attributes;
using StockPrices.Benchmarks.Config;

namespace StockPrices.Benchmarks.Article;

/// <summary>
/// Beyond the article: does <see cref="System.Runtime.CompilerServices.PoolingAsyncValueTaskMethodBuilder{TResult}"/>
/// (.NET 6+) remove the allocations of a <see cref="ValueTask{TResult}"/> method that really suspends? Task, ValueTask
/// and pooled ValueTask side by side, in both shapes. The <c>_Await</c> benchmarks return the
/// <see cref="ValueTask{TResult}"/> and BenchmarkDotNet blocks on it after each call (a pooled
/// <see cref="ValueTask{TResult}"/> may not be read with <c>GetAwaiter().GetResult()</c> before it completes); the
/// <c>_AsyncAllTheWay</c> benchmarks await <see cref="BenchmarkShape.AwaitsPerInvoke"/> calls in a loop.
/// </summary>
[MemoryDiagnoser]
[ThreadingDiagnoser]
[SeveralLaunches]
public class PooledBuilderOnYieldPath
{
    private const string Ticker = SimulatedStockPriceSource.LastTicker;
    private readonly StockPriceCacheThatYields _cacheThatYields = new();

    [GlobalSetup]
    public void FillCache() => _cacheThatYields.InitializeAsync().GetAwaiter().GetResult();

    [Benchmark(Baseline = true)]
    [BenchmarkCategory(StockPriceVariants.ValueTask, BenchmarkShape.CallerBlocks, BenchmarkShape.TaskYield)]
    public ValueTask<decimal> GetStockPriceWithValueTaskAsync_Await() => _cacheThatYields.GetStockPriceWithValueTaskAsync(Ticker);

    [Benchmark]
    [BenchmarkCategory(StockPriceVariants.PooledValueTask, BenchmarkShape.CallerBlocks, BenchmarkShape.TaskYield)]
    public ValueTask<decimal> GetStockPriceWithPooledValueTaskAsync_Await() => _cacheThatYields.GetStockPriceWithPooledValueTaskAsync(Ticker);

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

    [Benchmark(OperationsPerInvoke = BenchmarkShape.AwaitsPerInvoke)]
    [BenchmarkCategory(StockPriceVariants.PooledValueTask, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield)]
    public async Task<decimal> GetStockPriceWithPooledValueTaskAsync_AsyncAllTheWay()
    {
        var sum = 0m;
        for (var i = 0; i < BenchmarkShape.AwaitsPerInvoke; i++)
        {
            sum += await _cacheThatYields.GetStockPriceWithPooledValueTaskAsync(Ticker);
        }

        return sum;
    }
}
