using System.Buffers;
using System.Threading.Tasks.Dataflow;

namespace Concurrency.Pipelines;

/// <summary>
/// The three-stage pipeline in TPL Dataflow: the caller's loop reads and posts to a bounded
/// <see cref="TransformBlock{TInput,TOutput}"/> (process) linked to a bounded <see cref="ActionBlock{TInput}"/>
/// (write), one item at a time each, in order.
/// </summary>
public sealed class DataflowPipeline(int depth = PipelineVariants.DefaultDepth) : IPipelineVariant
{
    private readonly int _depth = ChunkReadLoop.RequireDepth(depth);

    public string Name => PipelineVariantIds.Dataflow;

    public PipelineShape Shape => PipelineShape.ThreeStage;

    public async Task RunAsync(IPipelineStages stages, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(stages);
        using var group = new StageGroup(cancellationToken);
        var options = new ExecutionDataflowBlockOptions
        {
            BoundedCapacity = _depth,
            MaxDegreeOfParallelism = 1,
            SingleProducerConstrained = true,
            EnsureOrdered = true,
            CancellationToken = group.StopToken,
        };
        var process = new TransformBlock<PooledChunk, PooledChunk>(
            chunk =>
            {
                var buffer = ArrayPool<byte>.Shared.Rent(stages.ProcessedCapacity);
                var written = stages.Process(chunk.Sequence, chunk.Span, buffer.AsSpan(0, stages.ProcessedCapacity));
                chunk.Return();
                return new PooledChunk(chunk.Sequence, buffer, written);
            },
            options);
        var write = new ActionBlock<PooledChunk>(
            async chunk =>
            {
                await stages.WriteAsync(chunk.Memory, group.StopToken).ConfigureAwait(false);
                chunk.Return();
            },
            options);
        process.LinkTo(write, new DataflowLinkOptions { PropagateCompletion = true });
        group.Start(token => ReadAllAsync(stages, process, token));
        group.Watch(process.Completion);
        group.Watch(write.Completion);
        await group.WhenAllStoppedAsync().ConfigureAwait(false);
    }

    private static async Task ReadAllAsync(IPipelineStages stages, ITargetBlock<PooledChunk> process, CancellationToken token)
    {
        try
        {
            // SendAsync answers false when the block has faulted or been cancelled: that is what surfaces.
            await ChunkReadLoop.ReadAllAsync(stages, (chunk, cancellation) => new ValueTask<bool>(process.SendAsync(chunk, cancellation)), token).ConfigureAwait(false);
        }
        finally
        {
            process.Complete();
        }
    }
}
