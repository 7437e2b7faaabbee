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
    ];

    public static PairedComparison Get(PairedComparisonId id) => All.Single(c => c.Id == id);

    private static string Shaped(string variant, params string[] shape) => shape.Length == 0 ? variant : $"{variant} ({string.Join(", ", shape)})";
}
