using BenchmarkDotNet.Attributes;
using StockPrices.Beyond;

namespace StockPrices.Benchmarks.Beyond;

/// <summary>
/// Question 7: <see cref="Task.WhenAll(Task[])"/> and <see cref="Task.WhenAny(Task[])"/> against awaiting the same
/// tasks one after another, for 2, 10 and 100 tasks. Completed: the tasks exist and have finished (nothing
/// suspends). Pending: each operation starts that many calls that suspend once (<see cref="AsyncFrames.YieldingAsync"/>
/// with one frame) and then waits for them, async all the way or with the caller blocking on <c>WhenAll</c>.
/// Times and bytes per operation (one wait for all the tasks, or for the first of them).
/// </summary>
[MemoryDiagnoser]
[ThreadingDiagnoser]
public class WhenAllWhenAny
{
    private Task<int>[] _completed = [];

    [Params(2, 10, 100)]
    public int Tasks { get; set; }

    [GlobalSetup]
    public void CreateCompletedTasks() => _completed = [.. Enumerable.Range(0, Tasks).Select(i => Task.FromResult(AsyncFrames.InnermostResult + i))];

    [Benchmark(Baseline = true)]
    [BenchmarkCategory(BeyondVariants.SequentialAwaits, BenchmarkShape.CompletesSynchronously)]
    public int Sequential_Completed() => AwaitOneByOneAsync(_completed).GetAwaiter().GetResult();

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.WhenAll, BenchmarkShape.CompletesSynchronously)]
    public int WhenAll_Completed() => Task.WhenAll(_completed).GetAwaiter().GetResult().Length;

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.WhenAny, BenchmarkShape.CompletesSynchronously)]
    public int WhenAny_Completed() => Task.WhenAny(_completed).GetAwaiter().GetResult().Result;

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.SequentialAwaits, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield)]
    public async Task<int> Sequential_Pending_AsyncAllTheWay() => await AwaitOneByOneAsync(StartPending());

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.WhenAll, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield)]
    public async Task<int> WhenAll_Pending_AsyncAllTheWay() => (await Task.WhenAll(StartPending())).Length;

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.WhenAny, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield)]
    public async Task<int> WhenAny_Pending_AsyncAllTheWay() => await await Task.WhenAny(StartPending());

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.WhenAll, BenchmarkShape.CallerBlocks, BenchmarkShape.TaskYield)]
    public int WhenAll_Pending_CallerBlocks() => Task.WhenAll(StartPending()).GetAwaiter().GetResult().Length;

    private Task<int>[] StartPending()
    {
        var tasks = new Task<int>[Tasks];
        for (var i = 0; i < tasks.Length; i++)
        {
            tasks[i] = AsyncFrames.YieldingAsync(1);
        }

        return tasks;
    }

    private static async Task<int> AwaitOneByOneAsync(Task<int>[] tasks)
    {
        var sum = 0;
        foreach (var task in tasks)
        {
            sum += await task;
        }

        return sum;
    }
}
