using System.Buffers;
using System.Buffers.Binary;

namespace Concurrency.Polling.Tcp;

/// <summary>
/// The wire format: a little-endian 4-byte body length (always <see cref="BodyLength"/>), then the
/// body: kind (4 bytes), value (8: sequence number or count), timestamp (8: the sender's
/// <see cref="System.Diagnostics.Stopwatch"/> timestamp, comparable across processes on one machine).
/// </summary>
public static class MessageFrame
{
    public const int BodyLength = 20;

    public const int Length = sizeof(int) + BodyLength;

    public static void Write(Span<byte> destination, MessageKind kind, long value, long timestamp)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(destination.Length, Length, nameof(destination));
        BinaryPrimitives.WriteInt32LittleEndian(destination, BodyLength);
        BinaryPrimitives.WriteInt32LittleEndian(destination[4..], (int)kind);
        BinaryPrimitives.WriteInt64LittleEndian(destination[8..], value);
        BinaryPrimitives.WriteInt64LittleEndian(destination[16..], timestamp);
    }

    /// <summary>Reads one whole frame, or returns false (consuming nothing) when fewer bytes than a frame are buffered.</summary>
    /// <exception cref="InvalidDataException">The bytes are not a frame of this format.</exception>
    public static bool TryRead(ref SequenceReader<byte> reader, out MessageKind kind, out long value, out long timestamp)
    {
        kind = default;
        value = 0;
        timestamp = 0;
        if (reader.Remaining < Length)
        {
            return false;
        }

        reader.TryReadLittleEndian(out int bodyLength);
        reader.TryReadLittleEndian(out int rawKind);
        reader.TryReadLittleEndian(out value);
        reader.TryReadLittleEndian(out timestamp);
        kind = (MessageKind)rawKind;
        if (bodyLength != BodyLength || !Enum.IsDefined(kind))
        {
            throw new InvalidDataException($"Not a message frame: body length {bodyLength}, kind {rawKind}.");
        }

        return true;
    }
}
