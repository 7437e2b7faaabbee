namespace Concurrency.Ring;

/// <summary>One async task per node reading its own unbounded <see cref="System.Threading.Channels.Channel{T}"/>: the Stackless channel analogue.</summary>
public sealed class TasksChannelRing : IRing
{
    public string Name => "tasks-channel";

    public string Description => "an async task per node, a Channel<T> inbox each (Stackless tasklets + channels)";

    public RingKind Kind => RingKind.PoolTasks;

    public Task RunAsync(RingRun run, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(run);
        return TaskPerNode.RunAsync(run, Enumerable.Range(0, run.Nodes).Select(_ => new ChannelMailbox()).ToList(), cancellationToken);
    }
}
