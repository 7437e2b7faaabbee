using BenchmarkDotNet.Attributes;
using StockPrices.Suspension;

namespace StockPrices.Benchmarks.MachineryAndHop;

/// <summary>
/// What does a suspension cost before any thread pool is involved? Each call suspends on a
/// <see cref="SameThreadResumeSource"/> and the benchmark's own loop resumes it on the same thread: suspend, box (or
/// rent a pooled box) and resume, nothing else. An async loop awaits the calls one after another
/// (<see cref="SuspendingCallers.AwaitEachAsync{T}(int, Func{Task{T}}, CancellationToken)"/>), as async code does; the
/// loop's own box is allocated once per invocation, a tenth of a byte per call. Units: per suspending call of a
/// one-level method, and per suspending call of a two-level chain (both levels suspend, as in the lookup).
/// </summary>
[MemoryDiagnoser]
[ThreadingDiagnoser]
public class SuspensionMachinery
{
    private const int Calls = BenchmarkShape.AwaitsPerInvoke;
    private readonly SameThreadResumeSource _source = new();
    private Func<Task<int>> _oneLevelTask = null!;
    private Func<ValueTask<int>> _oneLevelValueTask = null!;
    private Func<ValueTask<int>> _oneLevelPooled = null!;
    private Func<Task<int>> _twoLevelTask = null!;
    private Func<ValueTask<int>> _twoLevelValueTask = null!;
    private Func<ValueTask<int>> _twoLevelPooled = null!;

    [GlobalSetup]
    public void CreateCalls()
    {
        _oneLevelTask = () => MachinerySuspension.OneLevelTaskAsync(_source);
        _oneLevelValueTask = () => MachinerySuspension.OneLevelValueTaskAsync(_source);
        _oneLevelPooled = () => MachinerySuspension.OneLevelPooledValueTaskAsync(_source);
        _twoLevelTask = () => MachinerySuspension.TwoLevelTaskAsync(_source);
        _twoLevelValueTask = () => MachinerySuspension.TwoLevelValueTaskAsync(_source);
        _twoLevelPooled = () => MachinerySuspension.TwoLevelPooledValueTaskAsync(_source);
    }

    [Benchmark(Baseline = true, OperationsPerInvoke = Calls)]
    [BenchmarkCategory(SuspensionVariants.TaskMachinery, SuspensionVariants.OneLevel)]
    public int Task_OneLevel() => SuspendingCallers.ResumeEach(_source, Calls, SuspendingCallers.AwaitEachAsync(Calls, _oneLevelTask));

    [Benchmark(OperationsPerInvoke = Calls)]
    [BenchmarkCategory(SuspensionVariants.ValueTaskMachinery, SuspensionVariants.OneLevel)]
    public int ValueTask_OneLevel() => SuspendingCallers.ResumeEach(_source, Calls, SuspendingCallers.AwaitEachAsync(Calls, _oneLevelValueTask));

    [Benchmark(OperationsPerInvoke = Calls)]
    [BenchmarkCategory(SuspensionVariants.PooledValueTaskMachinery, SuspensionVariants.OneLevel)]
    public int PooledValueTask_OneLevel() => SuspendingCallers.ResumeEach(_source, Calls, SuspendingCallers.AwaitEachAsync(Calls, _oneLevelPooled));

    [Benchmark(OperationsPerInvoke = Calls)]
    [BenchmarkCategory(SuspensionVariants.TaskMachinery, SuspensionVariants.TwoLevels)]
    public int Task_TwoLevels() => SuspendingCallers.ResumeEach(_source, Calls, SuspendingCallers.AwaitEachAsync(Calls, _twoLevelTask));

    [Benchmark(OperationsPerInvoke = Calls)]
    [BenchmarkCategory(SuspensionVariants.ValueTaskMachinery, SuspensionVariants.TwoLevels)]
    public int ValueTask_TwoLevels() => SuspendingCallers.ResumeEach(_source, Calls, SuspendingCallers.AwaitEachAsync(Calls, _twoLevelValueTask));

    [Benchmark(OperationsPerInvoke = Calls)]
    [BenchmarkCategory(SuspensionVariants.PooledValueTaskMachinery, SuspensionVariants.TwoLevels)]
    public int PooledValueTask_TwoLevels() => SuspendingCallers.ResumeEach(_source, Calls, SuspendingCallers.AwaitEachAsync(Calls, _twoLevelPooled));
}
