using BenchmarkDotNet.Attributes;
using StockPrices.Benchmarks.Config;

namespace StockPrices.Benchmarks.Article;

/// <summary>
/// Beyond the article: does <see cref="System.Runtime.CompilerServices.PoolingAsyncValueTaskMethodBuilder{TResult}"/>
/// (.NET 6+) remove the allocations of a <see cref="ValueTask{TResult}"/> method that really suspends?
/// Both benchmarks return the <see cref="ValueTask{TResult}"/> and BenchmarkDotNet waits for it, because a
/// pooled <see cref="ValueTask{TResult}"/> may not be read with <c>GetAwaiter().GetResult()</c> before it completes.
/// </summary>
[MemoryDiagnoser]
[CompletedWorkItemsDiagnoser]
public class PooledBuilderOnYieldPath
{
    private const string Ticker = SimulatedStockPriceSource.LastTicker;
    private readonly StockPriceCacheThatYields _cacheThatYields = new();

    [GlobalSetup]
    public void FillCache() => _cacheThatYields.InitializeAsync().GetAwaiter().GetResult();

    [Benchmark(Baseline = true)]
    public ValueTask<decimal> GetStockPriceWithValueTaskAsync_Await() => _cacheThatYields.GetStockPriceValueTaskForAsync(Ticker);

    [Benchmark]
    public ValueTask<decimal> GetStockPriceWithPooledValueTaskAsync_Await() => _cacheThatYields.GetStockPriceWithPooledValueTaskAsync(Ticker);
}
