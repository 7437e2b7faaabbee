using BenchmarkDotNet.Attributes;
using StockPrices.Benchmarks.Config;

namespace StockPrices.Benchmarks.Article;

/// <summary>
/// Beyond the article: .NET 8's <see cref="ConfigureAwaitOptions.ForceYielding"/> on a completed task
/// (<see cref="StockPriceCacheThatForceYields"/>) beside the article's <see cref="Task.Yield"/>
/// (<see cref="StockPriceCacheThatYields"/>): two ways to force the same suspension.
/// </summary>
[MemoryDiagnoser]
[CompletedWorkItemsDiagnoser]
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
    public decimal GetStockPriceFor_TaskYield() => _cacheThatYields.GetStockPriceFor(Ticker);

    [Benchmark]
    public decimal GetStockPriceFor_ForceYielding() => _cacheThatForceYields.GetStockPriceFor(Ticker);

    [Benchmark]
    public decimal GetStockPriceForAsync_TaskYield() => _cacheThatYields.GetStockPriceForAsync(Ticker).GetAwaiter().GetResult();

    [Benchmark]
    public decimal GetStockPriceForAsync_ForceYielding() => _cacheThatForceYields.GetStockPriceForAsync(Ticker).GetAwaiter().GetResult();
}
