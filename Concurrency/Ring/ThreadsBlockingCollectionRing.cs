using System.Collections.Concurrent;

namespace Concurrency.Ring;

/// <summary>One OS thread per node, each with a <see cref="BlockingCollection{T}"/> inbox: the seed's threading + Queue row.</summary>
public sealed class ThreadsBlockingCollectionRing : IRing
{
    public string Name => "threads-blockingcollection";

    public string Description => "an OS thread per node, BlockingCollection inbox (Python threading + Queue)";

    public RingKind Kind => RingKind.OsThreads;

    public Task RunAsync(RingRun run, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(run);
        var inboxes = new BlockingCollection<RingMessage>[run.Nodes];
        for (var i = 0; i < inboxes.Length; i++)
        {
            inboxes[i] = new BlockingCollection<RingMessage>(new ConcurrentQueue<RingMessage>());
        }

        var threads = new NodeThreads();
        for (var i = 0; i < run.Nodes; i++)
        {
            var index = i;
            threads.Start(index, () =>
            {
                var inbox = inboxes[index];
                var next = index + 1 < inboxes.Length ? inboxes[index + 1] : null;
                for (var received = 0; received < run.Messages; received++)
                {
                    var message = inbox.Take(cancellationToken);
                    if (next is null)
                    {
                        run.Deliver(message);
                    }
                    else
                    {
                        next.Add(message.Forwarded(), cancellationToken);
                    }
                }
            });
        }

        run.MarkReady();
        for (var sequence = 0; sequence < run.Messages; sequence++)
        {
            inboxes[0].Add(RingRun.Message(sequence), cancellationToken);
        }

        threads.JoinAll();
        foreach (var inbox in inboxes)
        {
            inbox.Dispose();
        }

        return Task.CompletedTask;
    }
}
