using System.Runtime.CompilerServices;
using BenchmarkDotNet.Attributes;

namespace StockPrices.Benchmarks.Runtimes.Benchmarks;

/// <summary>
/// What does a call that really suspends cost with runtime async, against the compiler's state machines?
/// Each call awaits <see cref="Task.Yield"/> once, so it resumes on the thread pool while the benchmark
/// thread blocks in GetResult (the article's Table 3 shape). Run it on <c>net10.0</c> and <c>runtime-async</c>.
/// </summary>
[MemoryDiagnoser]
public class RuntimeAsyncSuspension
{
    private readonly StockPriceCacheThatYields _yieldingCache = new();

    [GlobalSetup]
    public void Setup() => _yieldingCache.InitializeAsync().GetAwaiter().GetResult();

    [Benchmark(Baseline = true)]
    public int TaskOfInt_YieldOnce() => YieldThenReturnAsync(9).GetAwaiter().GetResult();

    [Benchmark]
    public int ValueTaskOfInt_YieldOnce() => YieldThenReturnValueTaskAsync(9).GetAwaiter().GetResult();

    [Benchmark]
    public decimal GetStockPriceForAsync_ThatYields() =>
        _yieldingCache.GetStockPriceForAsync(SimulatedStockPriceSource.LastTicker).GetAwaiter().GetResult();

    [Benchmark]
    public decimal GetStockPriceWithValueTaskAsync_ThatYields() =>
        _yieldingCache.GetStockPriceWithValueTaskAsync(SimulatedStockPriceSource.LastTicker).GetAwaiter().GetResult();

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static async Task<int> YieldThenReturnAsync(int value)
    {
        await Task.Yield();
        return value;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static async ValueTask<int> YieldThenReturnValueTaskAsync(int value)
    {
        await Task.Yield();
        return value;
    }
}
