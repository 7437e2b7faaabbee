using BenchmarkDotNet.Attributes;
using StockPrices.Benchmarks.Config;

namespace StockPrices.Benchmarks.Article;

/// <summary>
/// Beyond the article: .NET 8's <see cref="ConfigureAwaitOptions.ForceYielding"/> on a completed task
/// (<see cref="StockPriceCacheThatForceYields"/>) beside the article's <see cref="Task.Yield"/>
/// (<see cref="StockPriceCacheThatYields"/>): two ways to force the same suspension, with the caller blocking
/// on each call and async all the way.
/// </summary>
[MemoryDiagnoser]
[ThreadingDiagnoser]
[SeveralLaunches]
public class ForceYieldingVsTaskYield
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
    [BenchmarkCategory(StockPriceVariants.Sync, BenchmarkShape.CallerBlocks, BenchmarkShape.TaskYield)]
    public decimal GetStockPriceFor_TaskYield() => _cacheThatYields.GetStockPriceFor(Ticker);

    [Benchmark]
    [BenchmarkCategory(StockPriceVariants.Sync, BenchmarkShape.CallerBlocks, BenchmarkShape.ForceYielding)]
    public decimal GetStockPriceFor_ForceYielding() => _cacheThatForceYields.GetStockPriceFor(Ticker);

    [Benchmark]
    [BenchmarkCategory(StockPriceVariants.Task, BenchmarkShape.CallerBlocks, BenchmarkShape.TaskYield)]
    public decimal GetStockPriceForAsync_TaskYield() => _cacheThatYields.GetStockPriceForAsync(Ticker).GetAwaiter().GetResult();

    [Benchmark]
    [BenchmarkCategory(StockPriceVariants.Task, BenchmarkShape.CallerBlocks, BenchmarkShape.ForceYielding)]
    public decimal GetStockPriceForAsync_ForceYielding() => _cacheThatForceYields.GetStockPriceForAsync(Ticker).GetAwaiter().GetResult();

    [Benchmark(OperationsPerInvoke = BenchmarkShape.AwaitsPerInvoke)]
    [BenchmarkCategory(StockPriceVariants.Task, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield)]
    public async Task<decimal> GetStockPriceForAsync_TaskYield_AsyncAllTheWay()
    {
        var sum = 0m;
        for (var i = 0; i < BenchmarkShape.AwaitsPerInvoke; i++)
        {
            sum += await _cacheThatYields.GetStockPriceForAsync(Ticker);
        }

        return sum;
    }

    [Benchmark(OperationsPerInvoke = BenchmarkShape.AwaitsPerInvoke)]
    [BenchmarkCategory(StockPriceVariants.Task, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.ForceYielding)]
    public async Task<decimal> GetStockPriceForAsync_ForceYielding_AsyncAllTheWay()
    {
        var sum = 0m;
        for (var i = 0; i < BenchmarkShape.AwaitsPerInvoke; i++)
        {
            sum += await _cacheThatForceYields.GetStockPriceForAsync(Ticker);
        }

        return sum;
    }
}
