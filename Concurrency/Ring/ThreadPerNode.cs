namespace Concurrency.Ring;

/// <summary>
/// The OS-thread ring around any blocking mailbox: a thread per node takes exactly m messages from its
/// inbox and puts each, forwarded, into the next inbox (node n delivers instead); the calling thread sends.
/// </summary>
internal static class ThreadPerNode
{
    public static void Run(RingRun run, IReadOnlyList<IBlockingMailbox> inboxes, CancellationToken cancellationToken)
    {
        var threads = new NodeThreads();
        for (var i = 0; i < inboxes.Count; i++)
        {
            var inbox = inboxes[i];
            var next = i + 1 < inboxes.Count ? inboxes[i + 1] : null;
            threads.Start(i, () =>
            {
                for (var received = 0; received < run.Messages; received++)
                {
                    var message = inbox.Take(cancellationToken);
                    if (next is null)
                    {
                        run.Deliver(message);
                    }
                    else
                    {
                        next.Put(message.Forwarded(), cancellationToken);
                    }
                }
            });
        }

        run.MarkReady();
        for (var sequence = 0; sequence < run.Messages; sequence++)
        {
            inboxes[0].Put(RingRun.Message(sequence), cancellationToken);
        }

        threads.JoinAll();
    }
}
