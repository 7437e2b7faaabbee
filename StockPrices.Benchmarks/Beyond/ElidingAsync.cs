using BenchmarkDotNet.Attributes;
using StockPrices.Beyond;

namespace StockPrices.Benchmarks.Beyond;

/// <summary>
/// Question 6: what does an <c>async</c>/<c>await</c> pass-through cost against returning the inner task directly
/// (eliding)? <see cref="PassThrough"/>'s methods over an inner method that completes synchronously (the baseline
/// calls the inner method itself) and over one that suspends once (both shapes). Times and bytes per call. What
/// eliding gives up (the stack trace, where an argument exception surfaces) is asserted by tests, not timed.
/// </summary>
[MemoryDiagnoser]
[ThreadingDiagnoser]
public class ElidingAsync
{
    private const int Value = 1_000;

    [Benchmark(Baseline = true)]
    [BenchmarkCategory(BeyondVariants.Direct, BenchmarkShape.CompletesSynchronously)]
    public int Direct() => PassThrough.ReturnAsync(Value).GetAwaiter().GetResult();

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.Elided, BenchmarkShape.CompletesSynchronously)]
    public int Elided() => PassThrough.ElidedAsync(Value).GetAwaiter().GetResult();

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.Awaited, BenchmarkShape.CompletesSynchronously)]
    public int Awaited() => PassThrough.AwaitedAsync(Value).GetAwaiter().GetResult();

    [Benchmark(OperationsPerInvoke = BenchmarkShape.AwaitsPerInvoke)]
    [BenchmarkCategory(BeyondVariants.Elided, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield)]
    public async Task<int> Elided_Yield_AsyncAllTheWay()
    {
        var sum = 0;
        for (var i = 0; i < BenchmarkShape.AwaitsPerInvoke; i++)
        {
            sum += await PassThrough.ElidedYieldingAsync(Value);
        }

        return sum;
    }

    [Benchmark(OperationsPerInvoke = BenchmarkShape.AwaitsPerInvoke)]
    [BenchmarkCategory(BeyondVariants.Awaited, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield)]
    public async Task<int> Awaited_Yield_AsyncAllTheWay()
    {
        var sum = 0;
        for (var i = 0; i < BenchmarkShape.AwaitsPerInvoke; i++)
        {
            sum += await PassThrough.AwaitedYieldingAsync(Value);
        }

        return sum;
    }

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.Elided, BenchmarkShape.CallerBlocks, BenchmarkShape.TaskYield)]
    public int Elided_Yield_CallerBlocks() => PassThrough.ElidedYieldingAsync(Value).GetAwaiter().GetResult();

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.Awaited, BenchmarkShape.CallerBlocks, BenchmarkShape.TaskYield)]
    public int Awaited_Yield_CallerBlocks() => PassThrough.AwaitedYieldingAsync(Value).GetAwaiter().GetResult();
}
