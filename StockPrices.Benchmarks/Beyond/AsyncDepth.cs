using BenchmarkDotNet.Attributes;
using StockPrices.Beyond;

namespace StockPrices.Benchmarks.Beyond;

/// <summary>
/// Question 5: what does each async frame of a call chain add? Chains of 1, 4 and 16 <see cref="AsyncFrames"/>
/// frames, synchronous (the baseline), async completing synchronously, and async whose innermost frame suspends
/// once (both shapes), so that every frame above it suspends too. Times and bytes per call of the whole chain.
/// </summary>
[MemoryDiagnoser]
[ThreadingDiagnoser]
public class AsyncDepth
{
    [Params(1, 4, 16)]
    public int Frames { get; set; }

    [Benchmark(Baseline = true)]
    [BenchmarkCategory(BeyondVariants.Sync, BenchmarkShape.CompletesSynchronously)]
    public int Sync() => AsyncFrames.Sync(Frames);

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.AsyncChain, BenchmarkShape.CompletesSynchronously)]
    public int Async_CompletesSynchronously() => AsyncFrames.CompletingAsync(Frames).GetAwaiter().GetResult();

    [Benchmark(OperationsPerInvoke = BenchmarkShape.AwaitsPerInvoke)]
    [BenchmarkCategory(BeyondVariants.AsyncChain, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield)]
    public async Task<int> Async_Yield_AsyncAllTheWay()
    {
        var sum = 0;
        for (var i = 0; i < BenchmarkShape.AwaitsPerInvoke; i++)
        {
            sum += await AsyncFrames.YieldingAsync(Frames);
        }

        return sum;
    }

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.AsyncChain, BenchmarkShape.CallerBlocks, BenchmarkShape.TaskYield)]
    public int Async_Yield_CallerBlocks() => AsyncFrames.YieldingAsync(Frames).GetAwaiter().GetResult();
}
