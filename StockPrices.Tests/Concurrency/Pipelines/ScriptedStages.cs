using Concurrency.Pipelines;

namespace StockPrices.Tests.Concurrency.Pipelines;

/// <summary>Which stage a <see cref="ScriptedStages"/> fails in.</summary>
public enum Stage
{
    Read,
    Process,
    Write,
}

/// <summary>
/// In-memory stages for the variant tests: chunks of known bytes, a process step that frames and
/// inverts them, writes appended to a buffer. Counts calls in progress and chunks in flight, and can
/// fail one stage at one chunk, hold writes until cancelled, or make writes slow by yielding.
/// </summary>
internal sealed class ScriptedStages(int chunks, int chunkCapacity = 64) : IPipelineStages
{
    private readonly MemoryStream _written = new();
    private int _reads;
    private int _writes;
    private int _active;
    private int _maxInFlight;

    public int ChunkCapacity => chunkCapacity;

    public int ProcessedCapacity => ChunkFrame.HeaderBytes + chunkCapacity;

    public (Stage Stage, int Chunk, Exception Exception)? Failure { get; init; }

    /// <summary>Writes wait until cancelled; <see cref="FirstWriteStarted"/> completes when the first one begins.</summary>
    public bool HoldWrites { get; init; }

    /// <summary>How many times each write yields before finishing (a slow writer).</summary>
    public int WriteYields { get; init; }

    /// <summary>Every chunk the full capacity (otherwise lengths vary from 1 to the capacity).</summary>
    public bool FullChunks { get; init; }

    public TaskCompletionSource FirstWriteStarted { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);

    public int Reads => Volatile.Read(ref _reads);

    public int ActiveCalls => Volatile.Read(ref _active);

    public int MaxInFlight => Volatile.Read(ref _maxInFlight);

    public byte[] Written => _written.ToArray();

    public byte[] ExpectedOutput()
    {
        var expected = new MemoryStream();
        var frame = new byte[ProcessedCapacity];
        for (var k = 0; k < chunks; k++)
        {
            var chunk = ChunkBytes(k);
            expected.Write(frame, 0, Frame(k, chunk, frame));
        }

        return expected.ToArray();
    }

    public async ValueTask<int> ReadAsync(Memory<byte> destination, CancellationToken cancellationToken)
    {
        Interlocked.Increment(ref _active);
        try
        {
            await Task.Yield();
            var k = _reads;
            if (k == chunks)
            {
                return 0;
            }

            FailIfScripted(Stage.Read, k);
            var chunk = ChunkBytes(k);
            chunk.CopyTo(destination);
            Interlocked.Increment(ref _reads);
            var inFlight = _reads - Volatile.Read(ref _writes);
            if (inFlight > _maxInFlight)
            {
                Volatile.Write(ref _maxInFlight, inFlight);
            }

            return chunk.Length;
        }
        finally
        {
            Interlocked.Decrement(ref _active);
        }
    }

    public int Process(int sequence, ReadOnlySpan<byte> chunk, Span<byte> destination)
    {
        Interlocked.Increment(ref _active);
        try
        {
            FailIfScripted(Stage.Process, sequence);
            return Frame(sequence, chunk, destination);
        }
        finally
        {
            Interlocked.Decrement(ref _active);
        }
    }

    public async ValueTask WriteAsync(ReadOnlyMemory<byte> processed, CancellationToken cancellationToken)
    {
        Interlocked.Increment(ref _active);
        try
        {
            var k = _writes;
            FirstWriteStarted.TrySetResult();
            if (HoldWrites)
            {
                await Task.Delay(Timeout.Infinite, cancellationToken);
            }

            for (var i = 0; i < WriteYields; i++)
            {
                await Task.Yield();
            }

            FailIfScripted(Stage.Write, k);
            _written.Write(processed.Span);
            Interlocked.Increment(ref _writes);
        }
        finally
        {
            Interlocked.Decrement(ref _active);
        }
    }

    private static int Frame(int sequence, ReadOnlySpan<byte> chunk, Span<byte> destination)
    {
        ChunkFrame.WriteHeader(destination, sequence, chunk.Length);
        for (var i = 0; i < chunk.Length; i++)
        {
            destination[ChunkFrame.HeaderBytes + i] = (byte)~chunk[i];
        }

        return ChunkFrame.HeaderBytes + chunk.Length;
    }

    private byte[] ChunkBytes(int k)
    {
        var length = FullChunks ? chunkCapacity : 1 + (k * 7 % chunkCapacity);
        return Enumerable.Range(0, length).Select(i => (byte)(k * 31 + i)).ToArray();
    }

    private void FailIfScripted(Stage stage, int chunk)
    {
        if (Failure is { } failure && failure.Stage == stage && failure.Chunk == chunk)
        {
            throw failure.Exception;
        }
    }
}
