namespace StockPrices.Suspension;

/// <summary>
/// The suspension variants, one name each, carried by the machinery-and-hop benchmarks as <c>[BenchmarkCategory]</c>
/// and by the paired comparisons: the machinery alone (<see cref="SameThreadResumeSource"/> resumes the awaiting
/// method on the same thread, no thread pool) for Task, ValueTask and a pooled ValueTask at one and two levels, and
/// the two hops (<see cref="HopSuspension"/>).
/// </summary>
public static class SuspensionVariants
{
    public const string TaskMachinery = "task-machinery";
    public const string ValueTaskMachinery = "valuetask-machinery";
    public const string PooledValueTaskMachinery = "pooled-valuetask-machinery";
    public const string TaskYieldHop = "task-yield-hop";
    public const string ForceYieldingHop = "force-yielding-hop";

    /// <summary>The method that suspends is called directly by the async loop.</summary>
    public const string OneLevel = "one-level";

    /// <summary>The async loop calls a method that awaits the method that suspends: both suspend, as in the lookup.</summary>
    public const string TwoLevels = "two-levels";
}
