using System.Buffers;

namespace Concurrency.Pipelines;

/// <summary>The read stage shared by the task-per-stage pipelines: read chunks into pooled buffers and hand each on, in order.</summary>
internal static class ChunkReadLoop
{
    /// <summary>Reads until the stages run out or <paramref name="forward"/> declines a chunk (its consumer has stopped).</summary>
    public static async Task ReadAllAsync(IPipelineStages stages, Func<PooledChunk, CancellationToken, ValueTask<bool>> forward, CancellationToken token)
    {
        for (var sequence = 0; ; sequence++)
        {
            token.ThrowIfCancellationRequested();
            var buffer = ArrayPool<byte>.Shared.Rent(stages.ChunkCapacity);
            var length = await stages.ReadAsync(buffer.AsMemory(0, stages.ChunkCapacity), token).ConfigureAwait(false);
            if (length == 0 || !await forward(new PooledChunk(sequence, buffer, length), token).ConfigureAwait(false))
            {
                ArrayPool<byte>.Shared.Return(buffer);
                return;
            }
        }
    }

    /// <summary>The depth every bounded pipeline checks: room for at least one chunk between stages.</summary>
    public static int RequireDepth(int depth) =>
        depth > 0 ? depth : throw new ArgumentOutOfRangeException(nameof(depth), depth, "A pipeline needs room for at least one chunk between stages.");
}
