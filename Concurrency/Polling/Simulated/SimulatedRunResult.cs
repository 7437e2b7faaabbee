namespace Concurrency.Polling.Simulated;

/// <summary>
/// What one simulated run counted. "In window" counts stop when the producer stops; the totals
/// include the drain that follows, in which the variant may catch up on its backlog.
/// </summary>
public sealed record SimulatedRunResult(
    PollingVariant Variant,
    PollingWorkload Workload,
    TimeSpan Window,
    long Offered,
    long HandledInWindow,
    long PollsInWindow,
    long SkippedBusyInWindow,
    long HandledTotal,
    bool DrainedInTime,
    bool StoppedInTime,
    double[] LatenciesMilliseconds,
    int LatenciesNotKept)
{
    /// <summary>Offered messages never handled, even after the drain.</summary>
    public long Unhandled => Offered - HandledTotal;
}
