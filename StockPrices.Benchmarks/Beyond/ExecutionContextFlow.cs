using BenchmarkDotNet.Attributes;
using StockPrices.Beyond;

namespace StockPrices.Benchmarks.Beyond;

/// <summary>
/// Question 2: what does the ExecutionContext cost an await, with 0, 1 or 4 <see cref="AsyncLocal{T}"/> values set
/// on the benchmark thread (the setup sets them, so every await captures and restores a context holding them)?
/// Also what setting a value allocates (a new context each time), and <see cref="ExecutionContext.SuppressFlow"/>
/// around <see cref="Task.Run(Func{int})"/>, which starts the work item without the caller's values. Times and bytes
/// per await, per <c>Task.Run</c> awaited, or per set.
/// </summary>
[MemoryDiagnoser]
[ThreadingDiagnoser]
public class ExecutionContextFlow
{
    private static readonly Func<int> Work = static () => 1;
    private readonly AsyncLocal<int> _setTarget = new();
    private readonly List<AsyncLocal<int>> _values = [];
    private int _next;

    [Params(0, 1, 4)]
    public int AsyncLocalValues { get; set; }

    /// <summary>Sets the values on the thread BenchmarkDotNet runs the benchmarks on: a synchronous set stays on the thread.</summary>
    [GlobalSetup]
    public void SetValues()
    {
        for (var i = 0; i < AsyncLocalValues; i++)
        {
            _values.Add(new AsyncLocal<int> { Value = i + 1 });
        }
    }

    [Benchmark(Baseline = true, OperationsPerInvoke = BenchmarkShape.AwaitsPerInvoke)]
    [BenchmarkCategory(BeyondVariants.AwaitYield, BenchmarkShape.AsyncAllTheWay)]
    public async Task<int> AwaitYield_AsyncAllTheWay()
    {
        var count = 0;
        for (var i = 0; i < BenchmarkShape.AwaitsPerInvoke; i++)
        {
            await Task.Yield();
            count++;
        }

        return count;
    }

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.AwaitYield, BenchmarkShape.CallerBlocks)]
    public int AwaitYield_CallerBlocks() => YieldOnceAsync().GetAwaiter().GetResult();

    [Benchmark(OperationsPerInvoke = BenchmarkShape.AwaitsPerInvoke)]
    [BenchmarkCategory(BeyondVariants.TaskRun, BenchmarkShape.AsyncAllTheWay)]
    public async Task<int> TaskRun_AsyncAllTheWay()
    {
        var sum = 0;
        for (var i = 0; i < BenchmarkShape.AwaitsPerInvoke; i++)
        {
            sum += await Task.Run(Work);
        }

        return sum;
    }

    [Benchmark(OperationsPerInvoke = BenchmarkShape.AwaitsPerInvoke)]
    [BenchmarkCategory(BeyondVariants.TaskRunSuppressFlow, BenchmarkShape.AsyncAllTheWay)]
    public async Task<int> TaskRun_SuppressFlow_AsyncAllTheWay()
    {
        var sum = 0;
        for (var i = 0; i < BenchmarkShape.AwaitsPerInvoke; i++)
        {
            Task<int> work;
            using (ExecutionContext.SuppressFlow())
            {
                work = Task.Run(Work);
            }

            sum += await work;
        }

        return sum;
    }

    /// <summary>Setting a value that differs from the current one; the setup set it once, so it replaces an entry.</summary>
    [Benchmark]
    [BenchmarkCategory(BeyondVariants.SetAsyncLocal, BenchmarkShape.CompletesSynchronously)]
    public int SetAsyncLocal() => _setTarget.Value = ++_next;

    [GlobalSetup(Target = nameof(SetAsyncLocal))]
    public void SetValuesAndTarget()
    {
        SetValues();
        _setTarget.Value = -1;
    }

    private static async Task<int> YieldOnceAsync()
    {
        await Task.Yield();
        return 1;
    }
}
