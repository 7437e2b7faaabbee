namespace Concurrency.Ring;

/// <summary>
/// The greenlet analogue: every node is a coroutine (a C# iterator) on one thread, and each hop is an
/// explicit switch to the next node carrying the message. Like the seed's greenlet ring, one message goes
/// all the way round before the sender, switched back to by node n, sends the next.
/// </summary>
public sealed class CooperativeSchedulerRing : IRing
{
    public string Name => "cooperative-single-thread";

    public string Description => "coroutines on one thread, explicit switch per hop (greenlet)";

    public RingKind Kind => RingKind.SingleThread;

    public Task RunAsync(RingRun run, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(run);
        var scheduler = new CooperativeScheduler(run.Nodes + 1);
        var sender = run.Nodes;
        for (var node = 0; node < run.Nodes; node++)
        {
            scheduler.Add(node, Node(run, scheduler, node, sender));
        }

        scheduler.Add(sender, Sender(run, cancellationToken));
        run.MarkReady();
        scheduler.RunFrom(sender);
        return Task.CompletedTask;
    }

    private static IEnumerator<CooperativeScheduler.Switch> Sender(RingRun run, CancellationToken cancellationToken)
    {
        for (var sequence = 0; sequence < run.Messages; sequence++)
        {
            cancellationToken.ThrowIfCancellationRequested();
            yield return new(0, RingRun.Message(sequence));
        }
    }

    private static IEnumerator<CooperativeScheduler.Switch> Node(RingRun run, CooperativeScheduler scheduler, int index, int sender)
    {
        var last = index == run.Nodes - 1;
        for (var received = 0; received < run.Messages; received++)
        {
            var message = scheduler.Inbox(index);
            if (last)
            {
                run.Deliver(message);
                yield return new(sender, default);
            }
            else
            {
                yield return new(index + 1, message.Forwarded());
            }
        }
    }
}
