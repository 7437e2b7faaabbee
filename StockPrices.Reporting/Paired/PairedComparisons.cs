using StockPrices.CompiledAs;
using StockPrices.Reporting.Docs;
using StockPrices.Suspension;

namespace StockPrices.Reporting.Paired;

/// <summary>
/// The list of paired comparisons, the only one: the headline ratios of the README and the guide (Task vs sync
/// ... a blocking caller vs async all the way), then the suspension split into machinery and hop.
/// </summary>
public static class PairedComparisons
{
    private static readonly string PerLookupCall = Prose.Of("paired")["unit.lookup-call"];
    private static readonly string PerSuspendingLookupCall = Prose.Of("paired")["unit.suspending-lookup-call"];
    private static readonly string PerSuspendingOneLevelCall = Prose.Of("paired")["unit.suspending-one-level-call"];
    private static readonly string PerAwaitCompletingSynchronously = Prose.Of("paired")["unit.await-completing-synchronously"];
    private static readonly string PerAwaitCompletingSynchronouslyInlinable = Prose.Of("paired")["unit.await-completing-synchronously-inlinable"];
    private static readonly string PerSuspendingOneFrameCall = Prose.Of("paired")["unit.suspending-one-frame-call"];
    private static readonly string PerSuspendingEightFrameCall = Prose.Of("paired")["unit.suspending-eight-frame-call"];

    public static IReadOnlyList<PairedComparison> All { get; } =
    [
        new(PairedComparisonId.TaskVsSync, Shaped(StockPriceVariants.Sync, BenchmarkShape.CompletesSynchronously), Shaped(StockPriceVariants.Task, BenchmarkShape.CompletesSynchronously), PerLookupCall),
        new(PairedComparisonId.ValueTaskVsTask, Shaped(StockPriceVariants.Task, BenchmarkShape.CompletesSynchronously), Shaped(StockPriceVariants.ValueTask, BenchmarkShape.CompletesSynchronously), PerLookupCall),
        new(PairedComparisonId.ValueTaskVsSync, Shaped(StockPriceVariants.Sync, BenchmarkShape.CompletesSynchronously), Shaped(StockPriceVariants.ValueTask, BenchmarkShape.CompletesSynchronously), PerLookupCall),
        new(PairedComparisonId.OptimizedFastPathVsSync, Shaped(StockPriceVariants.Sync, BenchmarkShape.CompletesSynchronously), Shaped(StockPriceVariants.ValueTaskOptimized, BenchmarkShape.CompletesSynchronously), PerLookupCall),
        new(PairedComparisonId.PooledVsUnpooled, Shaped(StockPriceVariants.ValueTask, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield), Shaped(StockPriceVariants.PooledValueTask, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield), PerSuspendingLookupCall),
        new(PairedComparisonId.ConfigureAwaitFalseVsPlainAwait, Shaped(StockPriceVariants.Task, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield), Shaped(StockPriceVariants.TaskConfigureAwaitFalse, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield), PerSuspendingLookupCall),
        new(PairedComparisonId.ForceYieldingVsTaskYield, Shaped(StockPriceVariants.Task, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield), Shaped(StockPriceVariants.Task, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.ForceYielding), PerSuspendingLookupCall),
        new(PairedComparisonId.BlockingCallerVsAsyncAllTheWay, Shaped(StockPriceVariants.Task, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield), Shaped(StockPriceVariants.Task, BenchmarkShape.CallerBlocks, BenchmarkShape.TaskYield), PerSuspendingLookupCall),
        new(PairedComparisonId.TaskYieldHopVsMachinery, Shaped(SuspensionVariants.TaskMachinery), Shaped(SuspensionVariants.TaskYieldHop), PerSuspendingOneLevelCall),
        new(PairedComparisonId.ForceYieldingHopVsMachinery, Shaped(SuspensionVariants.TaskMachinery), Shaped(SuspensionVariants.ForceYieldingHop), PerSuspendingOneLevelCall),
        new(PairedComparisonId.PooledVsTaskMachinery, Shaped(SuspensionVariants.TaskMachinery), Shaped(SuspensionVariants.PooledValueTaskMachinery), PerSuspendingOneLevelCall),
        new(PairedComparisonId.RuntimeAsyncVsStateMachineCompletingSynchronously, Shaped(CompilationModeVariants.StateMachine, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.CompletesSynchronously), Shaped(CompilationModeVariants.RuntimeAsync, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.CompletesSynchronously), PerAwaitCompletingSynchronously, NeedsRuntimeAsync: true),
        new(PairedComparisonId.RuntimeAsyncVsStateMachineCompletingSynchronouslyInlinable, Shaped(CompilationModeVariants.StateMachine, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.CompletesSynchronously), Shaped(CompilationModeVariants.RuntimeAsync, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.CompletesSynchronously), PerAwaitCompletingSynchronouslyInlinable, NeedsRuntimeAsync: true),
        new(PairedComparisonId.RuntimeAsyncVsStateMachineSuspendingOneFrame, Shaped(CompilationModeVariants.StateMachine, BenchmarkShape.AsyncAllTheWay), Shaped(CompilationModeVariants.RuntimeAsync, BenchmarkShape.AsyncAllTheWay), PerSuspendingOneFrameCall, NeedsRuntimeAsync: true),
        new(PairedComparisonId.RuntimeAsyncVsStateMachineSuspendingEightFrames, Shaped(CompilationModeVariants.StateMachine, BenchmarkShape.AsyncAllTheWay), Shaped(CompilationModeVariants.RuntimeAsync, BenchmarkShape.AsyncAllTheWay), PerSuspendingEightFrameCall, NeedsRuntimeAsync: true),
    ];

    /// <summary>The comparisons this process can measure: those of runtime async only where <see cref="CompilationModeVariants.ComparableHere"/>.</summary>
    public static IReadOnlyList<PairedComparison> OnThisRuntime { get; } =
        [.. All.Where(comparison => !comparison.NeedsRuntimeAsync || CompilationModeVariants.ComparableHere)];

    public static PairedComparison Get(PairedComparisonId id) => All.Single(c => c.Id == id);

    private static string Shaped(string variant, params string[] shape) => shape.Length == 0 ? variant : $"{variant} ({string.Join(", ", shape)})";
}
