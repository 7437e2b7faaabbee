using BenchmarkDotNet.Attributes;
using StockPrices.Benchmarks.Config;

namespace StockPrices.Benchmarks.Article;

/// <summary>
/// Beyond the article: does <c>ConfigureAwait(false)</c> change the cost of an await that suspends, when there
/// is no synchronization context to leave (a console app, a benchmark, ASP.NET Core)?
/// </summary>
[MemoryDiagnoser]
[CompletedWorkItemsDiagnoser]
public class ConfigureAwaitFalseOnYieldPath
{
    private const string Ticker = SimulatedStockPriceSource.LastTicker;
    private readonly StockPriceCacheThatYields _cacheThatYields = new();

    [GlobalSetup]
    public void FillCache() => _cacheThatYields.InitializeAsync().GetAwaiter().GetResult();

    [Benchmark(Baseline = true)]
    public decimal GetStockPriceForAsync_Await() => _cacheThatYields.GetStockPriceForAsync(Ticker).GetAwaiter().GetResult();

    [Benchmark]
    public decimal GetStockPriceForAsync_ConfigureAwaitFalse_Await() =>
        _cacheThatYields.GetStockPriceForAsync_ConfigureAwaitFalse(Ticker).GetAwaiter().GetResult();
}
