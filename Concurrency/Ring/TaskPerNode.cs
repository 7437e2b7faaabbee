namespace Concurrency.Ring;

/// <summary>
/// The async-task ring around any async mailbox: a task per node takes exactly m messages from its inbox
/// and puts each, forwarded, into the next inbox (node n delivers instead); the caller sends.
/// </summary>
internal static class TaskPerNode
{
    public static async Task RunAsync(RingRun run, IReadOnlyList<IAsyncMailbox> inboxes, CancellationToken cancellationToken)
    {
        var nodes = new Task[inboxes.Count];
        for (var i = 0; i < nodes.Length; i++)
        {
            nodes[i] = NodeAsync(run, inboxes[i], i + 1 < inboxes.Count ? inboxes[i + 1] : null, cancellationToken);
        }

        run.MarkReady();
        for (var sequence = 0; sequence < run.Messages; sequence++)
        {
            await inboxes[0].PutAsync(RingRun.Message(sequence), cancellationToken).ConfigureAwait(false);
        }

        await Task.WhenAll(nodes).ConfigureAwait(false);
    }

    private static async Task NodeAsync(RingRun run, IAsyncMailbox inbox, IAsyncMailbox? next, CancellationToken cancellationToken)
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
