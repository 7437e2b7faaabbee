namespace Concurrency.Ring;

/// <summary>
/// One OS thread per node, handing each message over through a one-message <see cref="Monitor"/> slot:
/// a sender waits until the next node has taken the previous message (the seed's thread-module row,
/// with a lock and condition instead of a queue).
/// </summary>
public sealed class ThreadsMonitorHandOffRing : IRing
{
    public string Name => "threads-monitor";

    public string Description => "an OS thread per node, one-slot Monitor hand-off (Python thread + lock)";

    public RingKind Kind => RingKind.OsThreads;

    public Task RunAsync(RingRun run, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(run);
        ThreadPerNode.Run(run, Enumerable.Range(0, run.Nodes).Select(_ => new MonitorSlot()).ToList(), cancellationToken);
        return Task.CompletedTask;
    }
}
