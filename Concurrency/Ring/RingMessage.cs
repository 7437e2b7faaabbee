namespace Concurrency.Ring;

/// <summary>
/// What goes round the ring: the message's place in the sequence (0 to m−1) and how many times a node
/// has forwarded it, so node n can check that each message passed every node exactly once.
/// </summary>
public readonly record struct RingMessage(int Sequence, int Forwards)
{
    /// <summary>The size of a message on a pipe: two little-endian 32-bit integers.</summary>
    public const int WireSize = 8;

    public RingMessage Forwarded() => this with { Forwards = Forwards + 1 };

    public void WriteTo(Span<byte> destination)
    {
        System.Buffers.Binary.BinaryPrimitives.WriteInt32LittleEndian(destination, Sequence);
        System.Buffers.Binary.BinaryPrimitives.WriteInt32LittleEndian(destination[4..], Forwards);
    }

    public static RingMessage ReadFrom(ReadOnlySpan<byte> source) => new(
        System.Buffers.Binary.BinaryPrimitives.ReadInt32LittleEndian(source),
        System.Buffers.Binary.BinaryPrimitives.ReadInt32LittleEndian(source[4..]));
}
