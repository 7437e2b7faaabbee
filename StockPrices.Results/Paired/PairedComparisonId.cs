namespace StockPrices.Results.Paired;

/// <summary>
/// The paired comparisons, one id each: the runner that measures a pair writes it into its row and the docs and
/// <c>quick</c> read the row by it. Each names the candidate first and the baseline it is divided by second.
/// </summary>
public enum PairedComparisonId
{
    TaskVsSync,
    ValueTaskVsTask,
    ValueTaskVsSync,
    OptimizedFastPathVsSync,
    PooledVsUnpooled,
    ConfigureAwaitFalseVsPlainAwait,
    ForceYieldingVsTaskYield,
    BlockingCallerVsAsyncAllTheWay,
    TaskYieldHopVsMachinery,
    ForceYieldingHopVsMachinery,
    PooledVsTaskMachinery,
    RuntimeAsyncVsStateMachineCompletingSynchronously,
    RuntimeAsyncVsStateMachineCompletingSynchronouslyInlinable,
    RuntimeAsyncVsStateMachineSuspendingOneFrame,
    RuntimeAsyncVsStateMachineSuspendingEightFrames,
}
