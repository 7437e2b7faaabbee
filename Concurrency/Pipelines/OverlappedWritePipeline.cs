using System.Buffers;

namespace Concurrency.Pipelines;

/// <summary>
/// Seed 002's async loop: keep the previous write's task, read and process the next chunk while it runs,
/// and await it just before starting the next write. Two output buffers take turns.
/// Unlike the seed's code, a failure while a write is in flight cancels that write and waits for it,
/// so no write outlives the call.
/// </summary>
public sealed class OverlappedWritePipeline : IPipelineVariant
{
    public string Name => PipelineVariantIds.OverlappedWrite;

    public PipelineShape Shape => PipelineShape.ReadProcessThenWrite;

    public async Task RunAsync(IPipelineStages stages, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(stages);
        using var stop = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        var chunk = ArrayPool<byte>.Shared.Rent(stages.ChunkCapacity);
        byte[][] processed = [ArrayPool<byte>.Shared.Rent(stages.ProcessedCapacity), ArrayPool<byte>.Shared.Rent(stages.ProcessedCapacity)];
        Task? pendingWrite = null;
        try
        {
            for (var sequence = 0; ; sequence++)
            {
                stop.Token.ThrowIfCancellationRequested();
                var length = await stages.ReadAsync(chunk.AsMemory(0, stages.ChunkCapacity), stop.Token).ConfigureAwait(false);
                if (length == 0)
                {
                    break;
                }

                var output = processed[sequence % 2];
                var written = stages.Process(sequence, chunk.AsSpan(0, length), output.AsSpan(0, stages.ProcessedCapacity));
                if (pendingWrite is not null)
                {
                    var previous = pendingWrite;
                    pendingWrite = null;
                    await previous.ConfigureAwait(false);
                }

                pendingWrite = stages.WriteAsync(output.AsMemory(0, written), stop.Token).AsTask();
            }

            if (pendingWrite is not null)
            {
                var last = pendingWrite;
                pendingWrite = null;
                await last.ConfigureAwait(false);
            }
        }
        finally
        {
            if (pendingWrite is not null)
            {
                // Read or process failed (or we were cancelled) while a write was in flight: stop it and
                // wait for it; its own outcome is secondary to the exception already on its way out.
                await stop.CancelAsync().ConfigureAwait(false);
                await pendingWrite.ConfigureAwait(ConfigureAwaitOptions.SuppressThrowing);
            }

            ArrayPool<byte>.Shared.Return(chunk);
            ArrayPool<byte>.Shared.Return(processed[0]);
            ArrayPool<byte>.Shared.Return(processed[1]);
        }
    }
}
