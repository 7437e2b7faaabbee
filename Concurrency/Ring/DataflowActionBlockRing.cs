using System.Threading.Tasks.Dataflow;

namespace Concurrency.Ring;

/// <summary>A chain of TPL Dataflow <see cref="ActionBlock{TInput}"/>s, each posting to the next: the eventlet queue analogue.</summary>
public sealed class DataflowActionBlockRing : IRing
{
    public string Name => "dataflow-actionblock";

    public string Description => "a TPL Dataflow ActionBlock per node, each posting to the next (eventlet + queue)";

    public RingKind Kind => RingKind.PoolTasks;

    public async Task RunAsync(RingRun run, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(run);
        var options = new ExecutionDataflowBlockOptions { CancellationToken = cancellationToken, SingleProducerConstrained = true };
        var blocks = new ActionBlock<RingMessage>[run.Nodes];
        blocks[^1] = new ActionBlock<RingMessage>(run.Deliver, options);
        for (var i = blocks.Length - 2; i >= 0; i--)
        {
            var next = blocks[i + 1];
            blocks[i] = new ActionBlock<RingMessage>(message => next.Post(message.Forwarded()), options);
        }

        run.MarkReady();
        for (var sequence = 0; sequence < run.Messages; sequence++)
        {
            blocks[0].Post(RingRun.Message(sequence));
        }

        await run.AllDelivered.WaitAsync(cancellationToken).ConfigureAwait(false);
        foreach (var block in blocks)
        {
            block.Complete();
            await block.Completion.ConfigureAwait(false);
        }
    }
}
