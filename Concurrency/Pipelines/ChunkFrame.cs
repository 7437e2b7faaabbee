using System.Buffers.Binary;

namespace Concurrency.Pipelines;

/// <summary>
/// The format a processed chunk is written in: its sequence number and payload length (both 32-bit
/// little-endian), then the payload. The receiving side checks the sequence numbers to prove order.
/// </summary>
public static class ChunkFrame
{
    public const int HeaderBytes = 2 * sizeof(int);

    public static void WriteHeader(Span<byte> destination, int sequence, int payloadLength)
    {
        BinaryPrimitives.WriteInt32LittleEndian(destination, sequence);
        BinaryPrimitives.WriteInt32LittleEndian(destination[sizeof(int)..], payloadLength);
    }

    public static (int Sequence, int PayloadLength) ReadHeader(ReadOnlySpan<byte> header) =>
        (BinaryPrimitives.ReadInt32LittleEndian(header), BinaryPrimitives.ReadInt32LittleEndian(header[sizeof(int)..]));
}
