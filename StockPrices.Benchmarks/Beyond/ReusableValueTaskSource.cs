using BenchmarkDotNet.Attributes;
using StockPrices.Beyond;

namespace StockPrices.Benchmarks.Beyond;

/// <summary>
/// Question 1: can a ValueTask really suspend and allocate nothing? Each operation suspends once and resumes on
/// the thread pool: an <c>async Task&lt;int&gt;</c> and an <c>async ValueTask&lt;int&gt;</c> awaiting
/// <see cref="Task.Yield"/>, against one reusable <see cref="YieldingValueTaskSource"/> (the socket and channel
/// pattern). Times and bytes per operation (one suspension and one hop). Blocking on a ValueTask backed by an
/// <see cref="System.Threading.Tasks.Sources.IValueTaskSource{TResult}"/> needs <c>AsTask()</c>, so the caller-blocks
/// row of the reusable source pays for a task.
/// </summary>
[MemoryDiagnoser]
[ThreadingDiagnoser]
public class ReusableValueTaskSource
{
    private const int Value = 1_000;
    private readonly YieldingValueTaskSource _source = new();

    [Benchmark(Baseline = true, OperationsPerInvoke = BenchmarkShape.AwaitsPerInvoke)]
    [BenchmarkCategory(BeyondVariants.Task, BenchmarkShape.AsyncAllTheWay)]
    public async Task<int> Task_AsyncAllTheWay()
    {
        var sum = 0;
        for (var i = 0; i < BenchmarkShape.AwaitsPerInvoke; i++)
        {
            sum += await YieldTaskAsync(Value);
        }

        return sum;
    }

    [Benchmark(OperationsPerInvoke = BenchmarkShape.AwaitsPerInvoke)]
    [BenchmarkCategory(BeyondVariants.ValueTask, BenchmarkShape.AsyncAllTheWay)]
    public async Task<int> ValueTask_AsyncAllTheWay()
    {
        var sum = 0;
        for (var i = 0; i < BenchmarkShape.AwaitsPerInvoke; i++)
        {
            sum += await YieldValueTaskAsync(Value);
        }

        return sum;
    }

    [Benchmark(OperationsPerInvoke = BenchmarkShape.AwaitsPerInvoke)]
    [BenchmarkCategory(BeyondVariants.ReusableValueTaskSource, BenchmarkShape.AsyncAllTheWay)]
    public async Task<int> ReusableSource_AsyncAllTheWay()
    {
        var sum = 0;
        for (var i = 0; i < BenchmarkShape.AwaitsPerInvoke; i++)
        {
            sum += await _source.YieldAsync(Value);
        }

        return sum;
    }

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.Task, BenchmarkShape.CallerBlocks)]
    public int Task_CallerBlocks() => YieldTaskAsync(Value).GetAwaiter().GetResult();

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.ValueTask, BenchmarkShape.CallerBlocks)]
    public int ValueTask_CallerBlocks() => YieldValueTaskAsync(Value).AsTask().GetAwaiter().GetResult();

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.ReusableValueTaskSource, BenchmarkShape.CallerBlocks)]
    public int ReusableSource_CallerBlocks() => _source.YieldAsync(Value).AsTask().GetAwaiter().GetResult();

    private static async Task<int> YieldTaskAsync(int value)
    {
        await Task.Yield();
        return value;
    }

    private static async ValueTask<int> YieldValueTaskAsync(int value)
    {
        await Task.Yield();
        return value;
    }
}
