namespace Concurrency.Ring;

/// <summary>
/// The limit the other rings are measured against: the cheapest hand-off that still passes a message from
/// node to node. Each node is a plain object holding its inbox and the next node; a hop is one write of the
/// forwarded message into the next node's inbox, on one thread, with no scheduler, queue or lock. The
/// messages live in the nodes' fields on the heap and node n checks each one, so the JIT cannot fold the hops away.
/// </summary>
public sealed class PlainHandOffRing : IRing
{
    public string Name => "limit-plain-hand-off";

    public string Description => "the limit: a plain object per node, a hop is one write into the next node's inbox, one thread";

    public RingKind Kind => RingKind.SingleThread;

    public Task RunAsync(RingRun run, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(run);
        Node? next = null;
        for (var i = 0; i < run.Nodes; i++)
        {
            next = new Node(next);
        }

        var first = next!;
        run.MarkReady();
        for (var sequence = 0; sequence < run.Messages; sequence++)
        {
            cancellationToken.ThrowIfCancellationRequested();
            first.Inbox = RingRun.Message(sequence);
            var node = first;
            while (node.Next is { } receiver)
            {
                receiver.Inbox = node.Inbox.Forwarded();
                node = receiver;
            }

            run.Deliver(node.Inbox);
        }

        return Task.CompletedTask;
    }

    private sealed class Node(Node? next)
    {
        public Node? Next { get; } = next;

        public RingMessage Inbox { get; set; }
    }
}
