using System.Buffers;
using System.Threading.Channels;

namespace Concurrency.Pipelines;

/// <summary>
/// A full three-stage pipeline: a reader, a processor and a writer task joined by two bounded
/// <see cref="Channel{T}"/>s of <c>depth</c> chunks each, so a slow stage holds the others back
/// instead of letting chunks pile up in memory.
/// </summary>
public sealed class ChannelPipeline(int depth = PipelineVariants.DefaultDepth) : IPipelineVariant
{
    private readonly int _depth = ChunkReadLoop.RequireDepth(depth);

    public string Name => PipelineVariantIds.Channels;

    public PipelineShape Shape => PipelineShape.ThreeStage;

    public async Task RunAsync(IPipelineStages stages, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(stages);
        var options = new BoundedChannelOptions(_depth) { SingleReader = true, SingleWriter = true, FullMode = BoundedChannelFullMode.Wait };
        var chunks = Channel.CreateBounded<PooledChunk>(options);
        var processed = Channel.CreateBounded<PooledChunk>(options);
        using var group = new StageGroup(cancellationToken);
        group.Start(token => ReadAllAsync(stages, chunks.Writer, token));
        group.Start(token => ProcessAllAsync(stages, chunks.Reader, processed.Writer, token));
        group.Start(token => WriteAllAsync(stages, processed.Reader, token));
        await group.WhenAllStoppedAsync().ConfigureAwait(false);
    }

    private static async Task ReadAllAsync(IPipelineStages stages, ChannelWriter<PooledChunk> output, CancellationToken token)
    {
        try
        {
            await ChunkReadLoop.ReadAllAsync(
                stages,
                async (chunk, cancellation) =>
                {
                    await output.WriteAsync(chunk, cancellation).ConfigureAwait(false);
                    return true;
                },
                token).ConfigureAwait(false);
        }
        finally
        {
            output.TryComplete();
        }
    }

    private static async Task ProcessAllAsync(IPipelineStages stages, ChannelReader<PooledChunk> input, ChannelWriter<PooledChunk> output, CancellationToken token)
    {
        try
        {
            await foreach (var chunk in input.ReadAllAsync(token).ConfigureAwait(false))
            {
                var buffer = ArrayPool<byte>.Shared.Rent(stages.ProcessedCapacity);
                var written = stages.Process(chunk.Sequence, chunk.Span, buffer.AsSpan(0, stages.ProcessedCapacity));
                chunk.Return();
                await output.WriteAsync(new PooledChunk(chunk.Sequence, buffer, written), token).ConfigureAwait(false);
            }
        }
        finally
        {
            output.TryComplete();
        }
    }

    private static async Task WriteAllAsync(IPipelineStages stages, ChannelReader<PooledChunk> input, CancellationToken token)
    {
        await foreach (var chunk in input.ReadAllAsync(token).ConfigureAwait(false))
        {
            await stages.WriteAsync(chunk.Memory, token).ConfigureAwait(false);
            chunk.Return();
        }
    }
}
