using System.Buffers;
using System.IO.Compression;
using System.Security.Cryptography;

namespace Concurrency.Pipelines.Real;

/// <summary>What the receiver must get from a file: computed with a plain loop, independently of any pipeline variant.</summary>
public sealed record ExpectedOutput(long Bytes, int Chunks, byte[] Sha256)
{
    public static ExpectedOutput Compute(string inputPath, int chunkBytes, int quality = CompressingFileStages.DefaultQuality)
    {
        ArgumentException.ThrowIfNullOrEmpty(inputPath);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(chunkBytes);
        using var hash = IncrementalHash.CreateHash(HashAlgorithmName.SHA256);
        var chunk = ArrayPool<byte>.Shared.Rent(chunkBytes);
        var frame = ArrayPool<byte>.Shared.Rent(ChunkFrame.HeaderBytes + BrotliEncoder.GetMaxCompressedLength(chunkBytes));
        try
        {
            using var input = File.OpenRead(inputPath);
            long bytes = 0;
            var sequence = 0;
            int length;
            while ((length = input.ReadAtLeast(chunk.AsSpan(0, chunkBytes), chunkBytes, throwOnEndOfStream: false)) > 0)
            {
                var written = CompressingFileStages.Compress(sequence++, chunk.AsSpan(0, length), frame, quality);
                hash.AppendData(frame, 0, written);
                bytes += written;
            }

            return new ExpectedOutput(bytes, sequence, hash.GetHashAndReset());
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(chunk);
            ArrayPool<byte>.Shared.Return(frame);
        }
    }
}
