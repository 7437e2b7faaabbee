namespace Concurrency.Pipelines.Simulated;

/// <summary>
/// Seed 002's workload with its stage times as parameters: each read and write occupies a simulated
/// device (disk, network) for its time without holding a thread, and each process step holds the calling
/// thread for its time (a blocking sleep stands in for CPU work, as the seed's <c>Task.Delay(300).Wait()</c> does).
/// Each chunk carries its sequence number, so the write side checks order.
/// </summary>
public sealed class SimulatedStages : IPipelineStages, IDisposable
{
    private const int PayloadBytes = sizeof(int);

    private readonly int _chunks;
    private readonly ChunkStageTimes _times;
    private readonly SimulatedDevice _disk = new("simulated disk");
    private readonly SimulatedDevice _network = new("simulated network");
    private readonly FrameOrderVerifier _written = new();
    private int _read;

    public SimulatedStages(int chunks, ChunkStageTimes times)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(chunks);
        ArgumentOutOfRangeException.ThrowIfLessThan(times.Read, TimeSpan.Zero);
        ArgumentOutOfRangeException.ThrowIfLessThan(times.Process, TimeSpan.Zero);
        ArgumentOutOfRangeException.ThrowIfLessThan(times.Write, TimeSpan.Zero);
        _chunks = chunks;
        _times = times;
    }

    public int ChunkCapacity => PayloadBytes;

    public int ProcessedCapacity => ChunkFrame.HeaderBytes + PayloadBytes;

    /// <summary>Null when every chunk was written once, in order; else what went wrong.</summary>
    public string? WriteOrderError => _written.Finish(_chunks);

    public async ValueTask<int> ReadAsync(Memory<byte> destination, CancellationToken cancellationToken)
    {
        if (_read == _chunks)
        {
            return 0;
        }

        await _disk.WorkAsync(_times.Read, cancellationToken).ConfigureAwait(false);
        BitConverter.TryWriteBytes(destination.Span, _read++);
        return PayloadBytes;
    }

    public int Process(int sequence, ReadOnlySpan<byte> chunk, Span<byte> destination)
    {
        PreciseSleep.Block(_times.Process, CancellationToken.None);
        ChunkFrame.WriteHeader(destination, sequence, chunk.Length);
        chunk.CopyTo(destination[ChunkFrame.HeaderBytes..]);
        return ChunkFrame.HeaderBytes + chunk.Length;
    }

    public async ValueTask WriteAsync(ReadOnlyMemory<byte> processed, CancellationToken cancellationToken)
    {
        await _network.WorkAsync(_times.Write, cancellationToken).ConfigureAwait(false);
        _written.Feed(processed.Span);
    }

    public void Dispose()
    {
        _disk.Dispose();
        _network.Dispose();
    }
}
