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
        var slots = new MonitorSlot[run.Nodes];
        for (var i = 0; i < slots.Length; i++)
        {
            slots[i] = new MonitorSlot();
        }

        var threads = new NodeThreads();
        for (var i = 0; i < run.Nodes; i++)
        {
            var index = i;
            threads.Start(index, () =>
            {
                var inbox = slots[index];
                var next = index + 1 < slots.Length ? slots[index + 1] : null;
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
            slots[0].Put(RingRun.Message(sequence), cancellationToken);
        }

        threads.JoinAll();
        return Task.CompletedTask;
    }
}
