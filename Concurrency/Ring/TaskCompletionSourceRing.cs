namespace Concurrency.Ring;

/// <summary>One async task per node; each hop is a hand-off through a pair of <see cref="TaskCompletionSource"/>s.</summary>
public sealed class TaskCompletionSourceRing : IRing
{
    public string Name => "tasks-tcs";

    public string Description => "an async task per node, TaskCompletionSource one-slot hand-off";

    public RingKind Kind => RingKind.PoolTasks;

    public async Task RunAsync(RingRun run, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(run);
        var inboxes = new TaskCompletionHandOff[run.Nodes];
        for (var i = 0; i < inboxes.Length; i++)
        {
            inboxes[i] = new TaskCompletionHandOff();
        }

        var nodes = new Task[run.Nodes];
        for (var i = 0; i < nodes.Length; i++)
        {
            nodes[i] = NodeAsync(run, inboxes[i], i + 1 < inboxes.Length ? inboxes[i + 1] : null, cancellationToken);
        }

        run.MarkReady();
        for (var sequence = 0; sequence < run.Messages; sequence++)
        {
            await inboxes[0].PutAsync(RingRun.Message(sequence), cancellationToken).ConfigureAwait(false);
        }

        await Task.WhenAll(nodes).ConfigureAwait(false);
    }

    private static async Task NodeAsync(RingRun run, TaskCompletionHandOff inbox, TaskCompletionHandOff? next, CancellationToken cancellationToken)
    {
        for (var received = 0; received < run.Messages; received++)
        {
            var message = await inbox.TakeAsync(cancellationToken).ConfigureAwait(false);
            if (next is null)
            {
                run.Deliver(message);
            }
            else
            {
                await next.PutAsync(message.Forwarded(), cancellationToken).ConfigureAwait(false);
            }
        }
    }
}
