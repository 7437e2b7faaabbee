using BenchmarkDotNet.Attributes;
using StockPrices.Beyond;

namespace StockPrices.Benchmarks.Runtimes.Benchmarks;

/// <summary>
/// Where does runtime async win and where does it lose, against the compiler's state machines? Chains of 1, 2, 8 and
/// 32 <see cref="AsyncFrames"/> frames (the library's, so compiled as the job compiles StockPrices), in the shapes that
/// runtime async changes: a chain that completes synchronously, awaited by an async caller (where runtime async need
/// not create a <see cref="Task{TResult}"/> per frame) and called from a synchronous caller (which must get a task);
/// a chain whose innermost frame suspends once at <see cref="Task.Yield"/>, so that every frame suspends (runtime
/// async builds its continuations when it suspends); and an exception thrown at the innermost frame and caught by the
/// caller, without suspending and after suspending. The synchronous chain is the baseline. Run it on the
/// <c>runtimes</c> command's jobs side by side (<c>net11.0</c> and <c>net11.0-runtime-async</c> above all). Times and bytes
/// per call of the whole chain; the async caller's rows await inside the benchmark, since BenchmarkDotNet 0.15.8 blocks
/// on each call of a benchmark.
/// </summary>
/// <remarks>
/// Each async caller's loop is written out, as in the other async-all-the-way benchmarks: the await must be of the call
/// itself (<c>await AsyncFrames.X(Frames)</c>). Under runtime async only such an await of a runtime-async method can
/// skip the task; a loop shared through a delegate or a task-valued argument would await a task every time, which is
/// the other shape.
/// </remarks>
[MemoryDiagnoser]
public class RuntimeAsyncWinsAndLoses
{
    [Params(1, 2, 8, 32)]
    public int Frames { get; set; }

    [Benchmark(Baseline = true)]
    [BenchmarkCategory(BeyondVariants.Sync, BenchmarkShape.CompletesSynchronously)]
    public int Sync() => AsyncFrames.Sync(Frames);

    [Benchmark(OperationsPerInvoke = BenchmarkShape.AwaitsPerInvoke)]
    [BenchmarkCategory(BeyondVariants.AsyncChain, BenchmarkShape.CompletesSynchronously, BenchmarkShape.AsyncAllTheWay)]
    public async Task<int> CompletesSynchronously_AsyncCaller()
    {
        var sum = 0;
        for (var i = 0; i < BenchmarkShape.AwaitsPerInvoke; i++)
        {
            sum += await AsyncFrames.CompletingAsync(Frames);
        }

        return sum;
    }

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.AsyncChain, BenchmarkShape.CompletesSynchronously)]
    public int CompletesSynchronously_SyncCaller() => AsyncFrames.CompletingAsync(Frames).GetAwaiter().GetResult();

    [Benchmark(OperationsPerInvoke = BenchmarkShape.AwaitsPerInvoke)]
    [BenchmarkCategory(BeyondVariants.AsyncChain, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield)]
    public async Task<int> Yield_AsyncCaller()
    {
        var sum = 0;
        for (var i = 0; i < BenchmarkShape.AwaitsPerInvoke; i++)
        {
            sum += await AsyncFrames.YieldingAsync(Frames);
        }

        return sum;
    }

    [Benchmark(OperationsPerInvoke = BenchmarkShape.ThrowsPerInvoke)]
    [BenchmarkCategory(BeyondVariants.ThrowCatchAsync, BenchmarkShape.CompletesSynchronously, BenchmarkShape.AsyncAllTheWay)]
    public async Task<int> Throws_AsyncCaller()
    {
        var caught = 0;
        for (var i = 0; i < BenchmarkShape.ThrowsPerInvoke; i++)
        {
            try
            {
                await AsyncFrames.ThrowingAsync(Frames);
            }
            catch (FrameException)
            {
                caught++;
            }
        }

        return caught;
    }

    [Benchmark(OperationsPerInvoke = BenchmarkShape.ThrowsPerInvoke)]
    [BenchmarkCategory(BeyondVariants.ThrowCatchAsync, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield)]
    public async Task<int> YieldThenThrows_AsyncCaller()
    {
        var caught = 0;
        for (var i = 0; i < BenchmarkShape.ThrowsPerInvoke; i++)
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
}
