using System.IO.Compression;

namespace Concurrency.Pipelines.Real;

/// <summary>
/// The real workload: read a file chunk by chunk, compress each chunk with Brotli (real CPU work), and
/// write it as a <see cref="ChunkFrame"/> to an output stream (a loopback socket in the runner).
/// </summary>
public sealed class CompressingFileStages : IPipelineStages, IAsyncDisposable
{
    /// <summary>Brotli's fastest level; the generated quotes compress to about a third at it.</summary>
    public const int DefaultQuality = 1;

    private const int BrotliWindowBits = 22;

    private readonly FileStream _input;
    private readonly Stream _output;
    private readonly int _quality;

    public CompressingFileStages(string inputPath, Stream output, int chunkBytes, int quality = DefaultQuality)
    {
        ArgumentException.ThrowIfNullOrEmpty(inputPath);
        ArgumentNullException.ThrowIfNull(output);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(chunkBytes);
        ArgumentOutOfRangeException.ThrowIfLessThan(quality, 0);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(quality, 11);
        _output = output;
        _quality = quality;
        ChunkCapacity = chunkBytes;
        ProcessedCapacity = ChunkFrame.HeaderBytes + BrotliEncoder.GetMaxCompressedLength(chunkBytes);
        _input = new FileStream(inputPath, FileMode.Open, FileAccess.Read, FileShare.Read, bufferSize: 0, FileOptions.Asynchronous | FileOptions.SequentialScan);
    }

    public int ChunkCapacity { get; }

    public int ProcessedCapacity { get; }

    /// <summary>How many chunks a file of <paramref name="fileBytes"/> makes.</summary>
    public static int ChunkCount(long fileBytes, int chunkBytes) => checked((int)((fileBytes + chunkBytes - 1) / chunkBytes));

    public ValueTask<int> ReadAsync(Memory<byte> destination, CancellationToken cancellationToken) =>
        _input.ReadAtLeastAsync(destination, destination.Length, throwOnEndOfStream: false, cancellationToken);

    public int Process(int sequence, ReadOnlySpan<byte> chunk, Span<byte> destination) => Compress(sequence, chunk, destination, _quality);

    public ValueTask WriteAsync(ReadOnlyMemory<byte> processed, CancellationToken cancellationToken) => _output.WriteAsync(processed, cancellationToken);

    public ValueTask DisposeAsync() => _input.DisposeAsync();

    /// <summary>One chunk's frame: header, then the chunk compressed on its own.</summary>
    internal static int Compress(int sequence, ReadOnlySpan<byte> chunk, Span<byte> destination, int quality)
    {
        if (!BrotliEncoder.TryCompress(chunk, destination[ChunkFrame.HeaderBytes..], out var written, quality, BrotliWindowBits))
        {
            throw new InvalidOperationException($"Chunk {sequence} did not fit the {destination.Length - ChunkFrame.HeaderBytes} bytes Brotli promised for it.");
        }

        ChunkFrame.WriteHeader(destination, sequence, written);
        return ChunkFrame.HeaderBytes + written;
    }
}
