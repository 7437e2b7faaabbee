using BenchmarkDotNet.Attributes;
using StockPrices.Beyond;

namespace StockPrices.Benchmarks.Beyond;

/// <summary>
/// Question 3: what does an exception cost when it crosses 1, 4 or 16 async frames, against the same throw through
/// synchronous frames? Each operation throws at the innermost frame of an <see cref="AsyncFrames"/> chain and
/// catches it at the top: synchronously, through async frames that complete synchronously, and through async frames
/// whose innermost one suspends first (both shapes). <see cref="ConfigureAwaitOptions.SuppressThrowing"/> awaits the
/// same failing chain without rethrowing at the top. Times and bytes per operation (one throw through the chain).
/// </summary>
[MemoryDiagnoser]
[ThreadingDiagnoser]
public class ExceptionsAcrossFrames
{
    private const int ThrowsPerInvoke = BenchmarkShape.ThrowsPerInvoke;

    [Params(1, 4, 16)]
    public int Frames { get; set; }

    [Benchmark(Baseline = true)]
    [BenchmarkCategory(BeyondVariants.ThrowCatchSync, BenchmarkShape.CompletesSynchronously)]
    public int Sync()
    {
        try
        {
            return AsyncFrames.SyncThrowing(Frames);
        }
        catch (FrameException)
        {
            return -1;
        }
    }

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.ThrowCatchAsync, BenchmarkShape.CompletesSynchronously)]
    public int Async_CompletesSynchronously()
    {
        try
        {
            return AsyncFrames.ThrowingAsync(Frames).GetAwaiter().GetResult();
        }
        catch (FrameException)
        {
            return -1;
        }
    }

    [Benchmark(OperationsPerInvoke = ThrowsPerInvoke)]
    [BenchmarkCategory(BeyondVariants.ThrowCatchAsync, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield)]
    public async Task<int> Async_Yield_AsyncAllTheWay()
    {
        var caught = 0;
        for (var i = 0; i < ThrowsPerInvoke; i++)
        {
            try
            {
                await AsyncFrames.YieldingThenThrowingAsync(Frames);
            }
            catch (FrameException)
            {
                caught++;
            }
        }

        return caught;
    }

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.ThrowCatchAsync, BenchmarkShape.CallerBlocks, BenchmarkShape.TaskYield)]
    public int Async_Yield_CallerBlocks()
    {
        try
        {
            return AsyncFrames.YieldingThenThrowingAsync(Frames).GetAwaiter().GetResult();
        }
        catch (FrameException)
        {
            return -1;
        }
    }

    [Benchmark(OperationsPerInvoke = ThrowsPerInvoke)]
    [BenchmarkCategory(BeyondVariants.SuppressThrowing, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield)]
    public async Task<int> SuppressThrowing_Yield_AsyncAllTheWay()
    {
        var faulted = 0;
        for (var i = 0; i < ThrowsPerInvoke; i++)
        {
            var chain = AsyncFrames.YieldingThenThrowingAsync(Frames);
            await ((Task)chain).ConfigureAwait(ConfigureAwaitOptions.SuppressThrowing);
            faulted += chain.IsFaulted ? 1 : 0;
        }

        return faulted;
    }
}
