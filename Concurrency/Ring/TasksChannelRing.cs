using System.Threading.Channels;

namespace Concurrency.Ring;

/// <summary>One async task per node reading its own unbounded <see cref="Channel{T}"/>: the Stackless channel analogue.</summary>
public sealed class TasksChannelRing : IRing
{
    private static readonly UnboundedChannelOptions InboxOptions = new() { SingleReader = true, SingleWriter = true };

    public string Name => "tasks-channel";

    public string Description => "an async task per node, a Channel<T> inbox each (Stackless tasklets + channels)";

    public RingKind Kind => RingKind.PoolTasks;

    public async Task RunAsync(RingRun run, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(run);
        var inboxes = new Channel<RingMessage>[run.Nodes];
        for (var i = 0; i < inboxes.Length; i++)
        {
            inboxes[i] = Channel.CreateUnbounded<RingMessage>(InboxOptions);
        }

        var nodes = new Task[run.Nodes];
        for (var i = 0; i < nodes.Length; i++)
        {
            nodes[i] = NodeAsync(run, inboxes[i].Reader, i + 1 < inboxes.Length ? inboxes[i + 1].Writer : null, cancellationToken);
        }

        run.MarkReady();
        var first = inboxes[0].Writer;
        for (var sequence = 0; sequence < run.Messages; sequence++)
        {
            await first.WriteAsync(RingRun.Message(sequence), cancellationToken).ConfigureAwait(false);
        }

        await Task.WhenAll(nodes).ConfigureAwait(false);
    }

    private static async Task NodeAsync(RingRun run, ChannelReader<RingMessage> inbox, ChannelWriter<RingMessage>? next, CancellationToken cancellationToken)
    {
        for (var received = 0; received < run.Messages; received++)
        {
            var message = await inbox.ReadAsync(cancellationToken).ConfigureAwait(false);
            if (next is null)
            {
                run.Deliver(message);
            }
            else
            {
                await next.WriteAsync(message.Forwarded(), cancellationToken).ConfigureAwait(false);
            }
        }
    }
}
