namespace Concurrency.Ring;

/// <summary>One async task per node; each hop is a hand-off through a pair of <see cref="TaskCompletionSource"/>s.</summary>
public sealed class TaskCompletionSourceRing : IRing
{
    public string Name => "tasks-tcs";

    public string Description => "an async task per node, TaskCompletionSource one-slot hand-off";

    public RingKind Kind => RingKind.PoolTasks;

    public Task RunAsync(RingRun run, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(run);
        return TaskPerNode.RunAsync(run, Enumerable.Range(0, run.Nodes).Select(_ => new TaskCompletionHandOff()).ToList(), cancellationToken);
    }
}
