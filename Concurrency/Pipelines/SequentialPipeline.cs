using System.Buffers;

namespace Concurrency.Pipelines;

/// <summary>Seed 002's first loop: read, process, write, one chunk at a time.</summary>
public sealed class SequentialPipeline : IPipelineVariant
{
    public string Name => PipelineVariantIds.Sequential;

    public PipelineShape Shape => PipelineShape.Sequential;

    public async Task RunAsync(IPipelineStages stages, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(stages);
        var chunk = ArrayPool<byte>.Shared.Rent(stages.ChunkCapacity);
        var processed = ArrayPool<byte>.Shared.Rent(stages.ProcessedCapacity);
        try
        {
            for (var sequence = 0; ; sequence++)
            {
                cancellationToken.ThrowIfCancellationRequested();
                var length = await stages.ReadAsync(chunk.AsMemory(0, stages.ChunkCapacity), cancellationToken).ConfigureAwait(false);
                if (length == 0)
                {
                    return;
                }

                var written = stages.Process(sequence, chunk.AsSpan(0, length), processed.AsSpan(0, stages.ProcessedCapacity));
                await stages.WriteAsync(processed.AsMemory(0, written), cancellationToken).ConfigureAwait(false);
            }
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(chunk);
            ArrayPool<byte>.Shared.Return(processed);
        }
    }
}
