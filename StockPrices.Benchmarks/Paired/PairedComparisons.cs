using StockPrices.CompiledAs;
using StockPrices.Results.Paired;
using StockPrices.Suspension;
using V = StockPrices.StockPriceVariants;

namespace StockPrices.Benchmarks.Paired;

/// <summary>
/// Every paired comparison, the only list: the headline ratios of the README and the guide (Task vs sync ... a blocking
/// caller vs async all the way), the suspension split into machinery and hop, and runtime async against the state
/// machine. Each names its unit and its two sides, which call the library's variants as the BenchmarkDotNet classes do:
/// the filled <see cref="StockPriceCache"/> for the lookups that complete synchronously (SyncVsTaskVsValueTask), the
/// filled <see cref="StockPriceCacheThatYields"/> and <see cref="StockPriceCacheThatForceYields"/> awaited in an async
/// loop or blocked on (AwaitingNonCompletedTask, ForceYieldingVsTaskYield), and the suspension variants (MachineryVsHop).
/// </summary>
internal static class PairedComparisons
{
    private const string Ticker = SimulatedStockPriceSource.LastTicker;

    private const string PerLookupCall = "per call of the lookup (completes synchronously)";
    private const string PerSuspendingLookupCall = "per suspending call of a two-level chain (the lookup)";
    private const string PerSuspendingOneLevelCall = "per suspending call of a one-level method, awaited async all the way";

    public static IReadOnlyList<PairedComparison> All { get; } =
    [
        new(PairedComparisonId.TaskVsSync, PerLookupCall, Shaped(V.Sync, BenchmarkShape.CompletesSynchronously), Shaped(V.Task, BenchmarkShape.CompletesSynchronously), s => (s.BlockingSync, s.BlockingTask)),
        new(PairedComparisonId.ValueTaskVsTask, PerLookupCall, Shaped(V.Task, BenchmarkShape.CompletesSynchronously), Shaped(V.ValueTask, BenchmarkShape.CompletesSynchronously), s => (s.BlockingTask, s.BlockingValueTask)),
        new(PairedComparisonId.ValueTaskVsSync, PerLookupCall, Shaped(V.Sync, BenchmarkShape.CompletesSynchronously), Shaped(V.ValueTask, BenchmarkShape.CompletesSynchronously), s => (s.BlockingSync, s.BlockingValueTask)),
        new(PairedComparisonId.OptimizedFastPathVsSync, PerLookupCall, Shaped(V.Sync, BenchmarkShape.CompletesSynchronously), Shaped(V.ValueTaskOptimized, BenchmarkShape.CompletesSynchronously),
            s => (s.BlockingSync, Blocking(new OptimizedValueTaskLookup(s.Cache), onCallingThread: true))),
        new(PairedComparisonId.PooledVsUnpooled, PerSuspendingLookupCall, Shaped(V.ValueTask, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield), Shaped(V.PooledValueTask, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield),
            s => (s.YieldingValueTask, AsyncAllTheWay(() => s.Yields.GetStockPriceWithPooledValueTaskAsync(Ticker)))),
        new(PairedComparisonId.ConfigureAwaitFalseVsPlainAwait, PerSuspendingLookupCall, Shaped(V.Task, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield), Shaped(V.TaskConfigureAwaitFalse, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield),
            s => (s.YieldingTask, AsyncAllTheWay(() => s.Yields.GetStockPriceForAsync_ConfigureAwaitFalse(Ticker)))),
        new(PairedComparisonId.ForceYieldingVsTaskYield, PerSuspendingLookupCall, Shaped(V.Task, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield), Shaped(V.Task, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.ForceYielding),
            s => (s.YieldingTask, AsyncAllTheWay(() => s.ForceYields.GetStockPriceForAsync(Ticker)))),
        new(PairedComparisonId.BlockingCallerVsAsyncAllTheWay, PerSuspendingLookupCall, Shaped(V.Task, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield), Shaped(V.Task, BenchmarkShape.CallerBlocks, BenchmarkShape.TaskYield),
            s => (s.YieldingTask, Blocking(new TaskLookup(s.Yields), onCallingThread: false))),
        new(PairedComparisonId.TaskYieldHopVsMachinery, PerSuspendingOneLevelCall, SuspensionVariants.TaskMachinery, SuspensionVariants.TaskYieldHop,
            s => (s.Machinery, AsyncAllTheWay(HopSuspension.OneLevelTaskYieldAsync))),
        new(PairedComparisonId.ForceYieldingHopVsMachinery, PerSuspendingOneLevelCall, SuspensionVariants.TaskMachinery, SuspensionVariants.ForceYieldingHop,
            s => (s.Machinery, AsyncAllTheWay(HopSuspension.OneLevelForceYieldingAsync))),
        new(PairedComparisonId.PooledVsTaskMachinery, PerSuspendingOneLevelCall, SuspensionVariants.TaskMachinery, SuspensionVariants.PooledValueTaskMachinery,
            s => (s.Machinery, Suspending(s.Source, () => MachinerySuspension.OneLevelPooledValueTaskAsync(s.Source)))),
        new(PairedComparisonId.RuntimeAsyncVsStateMachineCompletingSynchronously, "per await, by an async caller, of a one-level method that completes synchronously and is not inlined",
            Shaped(CompilationModeVariants.StateMachine, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.CompletesSynchronously), Shaped(CompilationModeVariants.RuntimeAsync, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.CompletesSynchronously),
            _ => CompilationModeSides.CompletingSynchronously(inlinable: false)),
        new(PairedComparisonId.RuntimeAsyncVsStateMachineCompletingSynchronouslyInlinable, "per await, by an async caller, of a one-level method that completes synchronously and may be inlined",
            Shaped(CompilationModeVariants.StateMachine, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.CompletesSynchronously), Shaped(CompilationModeVariants.RuntimeAsync, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.CompletesSynchronously),
            _ => CompilationModeSides.CompletingSynchronously(inlinable: true)),
        new(PairedComparisonId.RuntimeAsyncVsStateMachineSuspendingOneFrame, "per suspending call of a one-frame chain, resumed on the calling thread",
            Shaped(CompilationModeVariants.StateMachine, BenchmarkShape.AsyncAllTheWay), Shaped(CompilationModeVariants.RuntimeAsync, BenchmarkShape.AsyncAllTheWay),
            s => CompilationModeSides.Suspending(depth: 1, s.Source)),
        new(PairedComparisonId.RuntimeAsyncVsStateMachineSuspendingEightFrames, "per suspending call of an eight-frame chain, resumed on the calling thread",
            Shaped(CompilationModeVariants.StateMachine, BenchmarkShape.AsyncAllTheWay), Shaped(CompilationModeVariants.RuntimeAsync, BenchmarkShape.AsyncAllTheWay),
            s => CompilationModeSides.Suspending(depth: 8, s.Source)),
    ];

    /// <summary>The comparisons this process can measure: those of runtime async only where <see cref="CompilationModeVariants.ComparableHere"/>.</summary>
    public static IReadOnlyList<PairedComparison> OnThisRuntime { get; } =
        [.. All.Where(comparison => !RuntimeAsyncComparisons.All.Contains(comparison.Id) || CompilationModeVariants.ComparableHere)];

    /// <summary>A side's label: its variant and the shape it runs in, "Task (async-all-the-way, task-yield)".</summary>
    private static string Shaped(string variant, params string[] shape) => $"{variant} ({string.Join(", ", shape)})";

    /// <summary>
    /// The calling thread runs each call to its end (for a suspending call: blocks until the pool finishes it). The loop
    /// is compiled for each <typeparamref name="TLookup"/> apart, with its call direct, as BenchmarkDotNet's generated
    /// method is: a delegate shared by several sides would let profile-guided optimisation inline whichever target
    /// warm-up happened to call most, and favour that side in one process and not in the next.
    /// </summary>
    private static PairedSide Blocking<TLookup>(TLookup lookup, bool onCallingThread)
        where TLookup : struct, ILookup => new(
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

    /// <summary>An async loop awaits the calls one after another; the calling thread waits once for the whole slice.</summary>
    private static PairedSide AsyncAllTheWay<T>(Func<Task<T>> call)
        where T : System.Numerics.INumber<T> =>
        new(calls => int.CreateTruncating(SuspendingCallers.AwaitEachAsync(calls, call).GetAwaiter().GetResult() % T.CreateTruncating(1000)), OnCallingThread: false);

    private static PairedSide AsyncAllTheWay(Func<ValueTask<decimal>> call) =>
        new(calls => (int)(SuspendingCallers.AwaitEachAsync(calls, call).GetAwaiter().GetResult() % 1000), OnCallingThread: false);

    /// <summary>Each call suspends on <paramref name="source"/>, which the calling thread resumes: the machinery without the pool's hop.</summary>
    private static PairedSide Suspending(SameThreadResumeSource source, Func<Task<int>> call) =>
        new(calls => SuspendingCallers.ResumeEach(source, calls, SuspendingCallers.AwaitEachAsync(calls, call)), OnCallingThread: true);

    private static PairedSide Suspending(SameThreadResumeSource source, Func<ValueTask<int>> call) =>
        new(calls => SuspendingCallers.ResumeEach(source, calls, SuspendingCallers.AwaitEachAsync(calls, call)), OnCallingThread: true);

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

    /// <summary>
    /// What a launch's sides call, made on first use: filled caches, the source the machinery's callers resume, and
    /// the sides several comparisons share (a shared side warms up once).
    /// </summary>
    internal sealed class Subjects
    {
        public StockPriceCache Cache => field ??= Filled(new StockPriceCache());

        public StockPriceCacheThatYields Yields => field ??= Filled(new StockPriceCacheThatYields());

        public StockPriceCacheThatForceYields ForceYields => field ??= Filled(new StockPriceCacheThatForceYields());

        public SameThreadResumeSource Source { get; } = new();

        public PairedSide BlockingSync => field ??= Blocking(new SyncLookup(Cache), onCallingThread: true);

        public PairedSide BlockingTask => field ??= Blocking(new TaskLookup(Cache), onCallingThread: true);

        public PairedSide BlockingValueTask => field ??= Blocking(new ValueTaskLookup(Cache), onCallingThread: true);

        public PairedSide YieldingTask => field ??= AsyncAllTheWay(() => Yields.GetStockPriceForAsync(Ticker));

        public PairedSide YieldingValueTask => field ??= AsyncAllTheWay(() => Yields.GetStockPriceWithValueTaskAsync(Ticker));

        public PairedSide Machinery => field ??= Suspending(Source, () => MachinerySuspension.OneLevelTaskAsync(Source));

        private static T Filled<T>(T cache)
            where T : StockPriceCache
        {
            cache.InitializeAsync().GetAwaiter().GetResult();
            return cache;
        }
    }
}
