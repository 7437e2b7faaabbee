using System.Diagnostics;

namespace Concurrency.Pipelines;

/// <summary>
/// Wraps stages and records how long each call took, per chunk, in call order (reads, processes and
/// writes each happen in chunk order and one at a time in every variant, so the k-th call is chunk k).
/// </summary>
public sealed class TimedStages(IPipelineStages inner) : IPipelineStages
{
    private readonly List<TimeSpan> _reads = [];
    private readonly List<TimeSpan> _processes = [];
    private readonly List<TimeSpan> _writes = [];
    private readonly List<int> _processedBytes = [];
    private int _chunksWritten;

    public int ChunkCapacity => inner.ChunkCapacity;

    public int ProcessedCapacity => inner.ProcessedCapacity;

    /// <summary>Chunks written so far (safe to read from another thread, for progress).</summary>
    public int ChunksWritten => Volatile.Read(ref _chunksWritten);

    /// <summary>The bytes each processed chunk came to, in chunk order.</summary>
    public IReadOnlyList<int> ProcessedBytes => _processedBytes;

    /// <summary>Each finished chunk's measured stage times (the final empty read is left out).</summary>
    public IReadOnlyList<ChunkStageTimes> Chunks =>
        Enumerable.Range(0, Math.Min(_reads.Count, Math.Min(_processes.Count, _writes.Count)))
            .Select(k => new ChunkStageTimes(_reads[k], _processes[k], _writes[k]))
            .ToArray();

    public async ValueTask<int> ReadAsync(Memory<byte> destination, CancellationToken cancellationToken)
    {
        var started = Stopwatch.GetTimestamp();
        var length = await inner.ReadAsync(destination, cancellationToken).ConfigureAwait(false);
        if (length > 0)
        {
            _reads.Add(Stopwatch.GetElapsedTime(started));
        }

        return length;
    }

    public int Process(int sequence, ReadOnlySpan<byte> chunk, Span<byte> destination)
    {
        var started = Stopwatch.GetTimestamp();
        var written = inner.Process(sequence, chunk, destination);
        _processes.Add(Stopwatch.GetElapsedTime(started));
        _processedBytes.Add(written);
        return written;
    }

    public async ValueTask WriteAsync(ReadOnlyMemory<byte> processed, CancellationToken cancellationToken)
    {
        var started = Stopwatch.GetTimestamp();
        await inner.WriteAsync(processed, cancellationToken).ConfigureAwait(false);
        _writes.Add(Stopwatch.GetElapsedTime(started));
        Interlocked.Increment(ref _chunksWritten);
    }
}
