using BenchmarkDotNet.Attributes;
using StockPrices.Benchmarks.Config;

namespace StockPrices.Benchmarks.Article;

/// <summary>
/// Beyond the article: does <c>ConfigureAwait(false)</c> change the cost of an await that suspends? Without a
/// synchronization context (a console app, a benchmark, ASP.NET Core) in both shapes; and async all the way on a
/// thread that runs a <see cref="SingleThreadSynchronizationContext"/> (a UI thread's shape), where the lookup's
/// suspension completes on the thread pool, as I/O does (<see cref="StockPriceCacheThatForceYields"/>), and each
/// continuation that captured the context must be posted back to it.
/// </summary>
[MemoryDiagnoser]
[ThreadingDiagnoser]
[SeveralLaunches]
public class ConfigureAwaitFalseOnYieldPath
{
    private const string Ticker = SimulatedStockPriceSource.LastTicker;
    private readonly StockPriceCacheThatYields _cacheThatYields = new();
    private readonly StockPriceCacheThatForceYields _cacheThatForceYields = new();

    [GlobalSetup]
    public void FillCaches()
    {
        _cacheThatYields.InitializeAsync().GetAwaiter().GetResult();
        _cacheThatForceYields.InitializeAsync().GetAwaiter().GetResult();
    }

    [Benchmark(Baseline = true)]
    [BenchmarkCategory(StockPriceVariants.Task, BenchmarkShape.CallerBlocks, BenchmarkShape.TaskYield)]
    public decimal GetStockPriceForAsync_Await() => _cacheThatYields.GetStockPriceForAsync(Ticker).GetAwaiter().GetResult();

    [Benchmark]
    [BenchmarkCategory(StockPriceVariants.TaskConfigureAwaitFalse, BenchmarkShape.CallerBlocks, BenchmarkShape.TaskYield)]
    public decimal GetStockPriceForAsync_ConfigureAwaitFalse_Await() =>
        _cacheThatYields.GetStockPriceForAsync_ConfigureAwaitFalse(Ticker).GetAwaiter().GetResult();

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
    [BenchmarkCategory(StockPriceVariants.TaskConfigureAwaitFalse, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield)]
    public async Task<decimal> GetStockPriceForAsync_ConfigureAwaitFalse_AsyncAllTheWay()
    {
        var sum = 0m;
        for (var i = 0; i < BenchmarkShape.AwaitsPerInvoke; i++)
        {
            sum += await _cacheThatYields.GetStockPriceForAsync_ConfigureAwaitFalse(Ticker);
        }

        return sum;
    }

    [Benchmark(OperationsPerInvoke = BenchmarkShape.AwaitsPerInvoke)]
    [BenchmarkCategory(StockPriceVariants.Task, BenchmarkShape.SingleThreadContext, BenchmarkShape.ForceYielding)]
    public decimal GetStockPriceForAsync_SingleThreadContext() => SingleThreadSynchronizationContext.Run(async () =>
    {
        var sum = 0m;
        for (var i = 0; i < BenchmarkShape.AwaitsPerInvoke; i++)
        {
            sum += await _cacheThatForceYields.GetStockPriceForAsync(Ticker);
        }

        return sum;
    });

    [Benchmark(OperationsPerInvoke = BenchmarkShape.AwaitsPerInvoke)]
    [BenchmarkCategory(StockPriceVariants.TaskConfigureAwaitFalse, BenchmarkShape.SingleThreadContext, BenchmarkShape.ForceYielding)]
    public decimal GetStockPriceForAsync_ConfigureAwaitFalse_SingleThreadContext() => SingleThreadSynchronizationContext.Run(async () =>
    {
        var sum = 0m;
        for (var i = 0; i < BenchmarkShape.AwaitsPerInvoke; i++)
        {
            sum += await _cacheThatForceYields.GetStockPriceForAsync_ConfigureAwaitFalse(Ticker);
        }

        return sum;
    });
}
