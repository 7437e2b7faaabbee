namespace StockPrices.Results.Paired;

/// <summary>
/// The comparisons of runtime async against the state machine: <c>quick</c> measures them only where the runtime runs
/// runtime-async methods (.NET 11), and the docs quote them only from .NET 11's runs.
/// </summary>
public static class RuntimeAsyncComparisons
{
    public static IReadOnlySet<PairedComparisonId> All { get; } = new HashSet<PairedComparisonId>
    {
        PairedComparisonId.RuntimeAsyncVsStateMachineCompletingSynchronously,
        PairedComparisonId.RuntimeAsyncVsStateMachineCompletingSynchronouslyInlinable,
        PairedComparisonId.RuntimeAsyncVsStateMachineSuspendingOneFrame,
        PairedComparisonId.RuntimeAsyncVsStateMachineSuspendingEightFrames,
    };
}
