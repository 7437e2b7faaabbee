using BenchmarkDotNet.Attributes;
using StockPrices.Suspension;

namespace StockPrices.Benchmarks.MachineryAndHop;

/// <summary>
/// What does the hop to the thread pool add to a suspension? The same one-level <c>async Task</c> call, awaited async
/// all the way: resumed on the same thread by the benchmark's loop (the machinery alone, the baseline), resumed through
/// <see cref="Task.Yield"/> (the pool's global queue) and through <see cref="ConfigureAwaitOptions.ForceYielding"/>
/// (the current worker's local queue). Unit: per suspending call of a one-level method. Which worker takes the
/// continuation, and when, is the thread pool's mode: <see cref="ThreadPoolModes"/> pins it.
/// </summary>
[MemoryDiagnoser]
[ThreadingDiagnoser]
public class HopBesideMachinery
{
    private const int Calls = BenchmarkShape.AwaitsPerInvoke;
    private readonly SameThreadResumeSource _source = new();
    private Func<Task<int>> _oneLevelTask = null!;

    [GlobalSetup]
    public void CreateCalls() => _oneLevelTask = () => MachinerySuspension.OneLevelTaskAsync(_source);

    [Benchmark(Baseline = true, OperationsPerInvoke = Calls)]
    [BenchmarkCategory(SuspensionVariants.TaskMachinery, SuspensionVariants.OneLevel)]
    public int Machinery() => SuspendingCallers.ResumeEach(_source, Calls, SuspendingCallers.AwaitEachAsync(Calls, _oneLevelTask));

    [Benchmark(OperationsPerInvoke = Calls)]
    [BenchmarkCategory(SuspensionVariants.TaskYieldHop, SuspensionVariants.OneLevel, BenchmarkShape.AsyncAllTheWay)]
    public Task<int> TaskYield() => SuspendingCallers.AwaitEachAsync(Calls, HopSuspension.OneLevelTaskYieldAsync);

    [Benchmark(OperationsPerInvoke = Calls)]
    [BenchmarkCategory(SuspensionVariants.ForceYieldingHop, SuspensionVariants.OneLevel, BenchmarkShape.AsyncAllTheWay)]
    public Task<int> ForceYielding() => SuspendingCallers.AwaitEachAsync(Calls, HopSuspension.OneLevelForceYieldingAsync);
}
