namespace Concurrency.Pipelines;

/// <summary>
/// The three stages of seed 002's loop, chunk by chunk: read (I/O), process (CPU), write (I/O).
/// Every pipeline variant drives the same stages, so variants differ only in how they overlap them.
/// Reads come in order; process is called with the chunk's sequence number; writes must go out in order.
/// </summary>
public interface IPipelineStages
{
    /// <summary>The most bytes one read returns (the size of the buffer a variant passes to <see cref="ReadAsync"/>).</summary>
    int ChunkCapacity { get; }

    /// <summary>The most bytes <see cref="Process"/> writes for one chunk.</summary>
    int ProcessedCapacity { get; }

    /// <summary>Reads the next chunk into <paramref name="destination"/>; returns its length, 0 at the end.</summary>
    ValueTask<int> ReadAsync(Memory<byte> destination, CancellationToken cancellationToken);

    /// <summary>Transforms chunk number <paramref name="sequence"/> into <paramref name="destination"/>; returns the bytes written.</summary>
    int Process(int sequence, ReadOnlySpan<byte> chunk, Span<byte> destination);

    /// <summary>Writes one processed chunk.</summary>
    ValueTask WriteAsync(ReadOnlyMemory<byte> processed, CancellationToken cancellationToken);
}
