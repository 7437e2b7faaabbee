using StockPrices.Reporting.Paired;
using StockPrices.Suspension;

namespace StockPrices.Benchmarks.Paired;

/// <summary>
/// The two sides of every <see cref="PairedComparisons"/> entry, calling the library's variants as the
/// BenchmarkDotNet classes do: the filled <see cref="StockPriceCache"/> for the lookups that complete synchronously
/// (SyncVsTaskVsValueTask), the filled <see cref="StockPriceCacheThatYields"/> and
/// <see cref="StockPriceCacheThatForceYields"/> awaited in an async loop or blocked on (AwaitingNonCompletedTask,
/// ForceYieldingVsTaskYield), and the suspension variants (MachineryVsHop).
/// </summary>
internal static class PairedCases
{
    private const string Ticker = SimulatedStockPriceSource.LastTicker;

    public static IReadOnlyList<PairedCase> Create()
    {
        var cache = Filled(new StockPriceCache());
        var yields = Filled(new StockPriceCacheThatYields());
        var forceYields = Filled(new StockPriceCacheThatForceYields());
        var source = new SameThreadResumeSource();

        var sync = Blocking(StockPriceVariants.Sync, new SyncLookup(cache), onCallingThread: true);
        var task = Blocking(StockPriceVariants.Task, new TaskLookup(cache), onCallingThread: true);
        var valueTask = Blocking(StockPriceVariants.ValueTask, new ValueTaskLookup(cache), onCallingThread: true);
        var yieldingTask = AsyncAllTheWay(StockPriceVariants.Task, () => yields.GetStockPriceForAsync(Ticker));
        var yieldingValueTask = AsyncAllTheWay(StockPriceVariants.ValueTask, () => yields.GetStockPriceWithValueTaskAsync(Ticker));
        var machinery = new PairedSide(
            SuspensionVariants.TaskMachinery,
            calls => SuspendingCallers.ResumeEach(source, calls, SuspendingCallers.AwaitEachAsync(calls, () => MachinerySuspension.OneLevelTaskAsync(source))),
            OnCallingThread: true);

        var pooledMachinery = new PairedSide(
            SuspensionVariants.PooledValueTaskMachinery,
            calls => SuspendingCallers.ResumeEach(source, calls, SuspendingCallers.AwaitEachAsync(calls, () => MachinerySuspension.OneLevelPooledValueTaskAsync(source))),
            OnCallingThread: true);

        (PairedSide Baseline, PairedSide Candidate) Sides(PairedComparisonId id) => id switch
        {
            PairedComparisonId.TaskVsSync => (sync, task),
            PairedComparisonId.ValueTaskVsTask => (task, valueTask),
            PairedComparisonId.ValueTaskVsSync => (sync, valueTask),
            PairedComparisonId.OptimizedFastPathVsSync => (sync, Blocking(StockPriceVariants.ValueTaskOptimized, new OptimizedValueTaskLookup(cache), onCallingThread: true)),
            PairedComparisonId.PooledVsUnpooled => (yieldingValueTask, AsyncAllTheWay(StockPriceVariants.PooledValueTask, () => yields.GetStockPriceWithPooledValueTaskAsync(Ticker))),
            PairedComparisonId.ConfigureAwaitFalseVsPlainAwait => (yieldingTask, AsyncAllTheWay(StockPriceVariants.TaskConfigureAwaitFalse, () => yields.GetStockPriceForAsync_ConfigureAwaitFalse(Ticker))),
            PairedComparisonId.ForceYieldingVsTaskYield => (yieldingTask, AsyncAllTheWay(StockPriceVariants.Task, () => forceYields.GetStockPriceForAsync(Ticker))),
            PairedComparisonId.BlockingCallerVsAsyncAllTheWay => (yieldingTask, Blocking(StockPriceVariants.Task, new TaskLookup(yields), onCallingThread: false)),
            PairedComparisonId.TaskYieldHopVsMachinery => (machinery, AsyncAllTheWay(SuspensionVariants.TaskYieldHop, HopSuspension.OneLevelTaskYieldAsync)),
            PairedComparisonId.ForceYieldingHopVsMachinery => (machinery, AsyncAllTheWay(SuspensionVariants.ForceYieldingHop, HopSuspension.OneLevelForceYieldingAsync)),
            PairedComparisonId.PooledVsTaskMachinery => (machinery, pooledMachinery),
            PairedComparisonId.RuntimeAsyncVsStateMachineCompletingSynchronously => CompilationModeSides.CompletingSynchronously(inlinable: false),
            PairedComparisonId.RuntimeAsyncVsStateMachineCompletingSynchronouslyInlinable => CompilationModeSides.CompletingSynchronously(inlinable: true),
            PairedComparisonId.RuntimeAsyncVsStateMachineSuspendingOneFrame => CompilationModeSides.Suspending(depth: 1, source),
            PairedComparisonId.RuntimeAsyncVsStateMachineSuspendingEightFrames => CompilationModeSides.Suspending(depth: 8, source),
            _ => throw new ArgumentOutOfRangeException(nameof(id), id, "No sides for this comparison."),
        };

        return PairedComparisons.OnThisRuntime.Select(comparison =>
        {
            var (baseline, candidate) = Sides(comparison.Id);
            return new PairedCase(comparison, baseline, candidate);
        }).ToList();
    }

    private static T Filled<T>(T cache)
        where T : StockPriceCache
    {
        cache.InitializeAsync().GetAwaiter().GetResult();
        return cache;
    }

    /// <summary>
    /// The calling thread runs each call to its end (for a suspending call: blocks until the pool finishes it). The loop
    /// is compiled for each <typeparamref name="TLookup"/> apart, with its call direct, as BenchmarkDotNet's generated
    /// method is: a delegate shared by several sides would let profile-guided optimisation inline whichever target
    /// warm-up happened to call most, and favour that side in one process and not in the next.
    /// </summary>
    private static PairedSide Blocking<TLookup>(string name, TLookup lookup, bool onCallingThread)
        where TLookup : struct, ILookup => new(
        name,
        calls =>
        {
            var sum = 0m;
            for (var i = 0; i < calls; i++)
            {
                sum += lookup.Call();
            }

            return (int)(sum % 1000);
        },
        onCallingThread);

    private interface ILookup
    {
        decimal Call();
    }

    private readonly struct SyncLookup(StockPriceCache cache) : ILookup
    {
        public decimal Call() => cache.GetStockPriceFor(Ticker);
    }

    private readonly struct TaskLookup(StockPriceCache cache) : ILookup
    {
        public decimal Call() => cache.GetStockPriceForAsync(Ticker).GetAwaiter().GetResult();
    }

    private readonly struct ValueTaskLookup(StockPriceCache cache) : ILookup
    {
        public decimal Call() => cache.GetStockPriceWithValueTaskAsync(Ticker).GetAwaiter().GetResult();
    }

    private readonly struct OptimizedValueTaskLookup(StockPriceCache cache) : ILookup
    {
        public decimal Call() => cache.GetStockPriceWithValueTaskAsync_Optimized(Ticker).GetAwaiter().GetResult();
    }

    /// <summary>An async loop awaits the calls one after another; the calling thread waits once for the whole slice.</summary>
    private static PairedSide AsyncAllTheWay<T>(string name, Func<Task<T>> call)
        where T : System.Numerics.INumber<T> =>
        new(name, calls => int.CreateTruncating(SuspendingCallers.AwaitEachAsync(calls, call).GetAwaiter().GetResult() % T.CreateTruncating(1000)), OnCallingThread: false);

    private static PairedSide AsyncAllTheWay(string name, Func<ValueTask<decimal>> call) =>
        new(name, calls => (int)(SuspendingCallers.AwaitEachAsync(calls, call).GetAwaiter().GetResult() % 1000), OnCallingThread: false);
}
