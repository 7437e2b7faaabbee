namespace Concurrency.Ring;

/// <summary>One OS thread per node, each with a <see cref="System.Collections.Concurrent.BlockingCollection{T}"/> inbox: the seed's threading + Queue row.</summary>
public sealed class ThreadsBlockingCollectionRing : IRing
{
    public string Name => "threads-blockingcollection";

    public string Description => "an OS thread per node, BlockingCollection inbox (Python threading + Queue)";

    public RingKind Kind => RingKind.OsThreads;

    public Task RunAsync(RingRun run, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(run);
        var inboxes = Enumerable.Range(0, run.Nodes).Select(_ => new BlockingCollectionMailbox()).ToList();
        try
        {
            ThreadPerNode.Run(run, inboxes, cancellationToken);
        }
        finally
        {
            inboxes.ForEach(inbox => inbox.Dispose());
        }

        return Task.CompletedTask;
    }
}
