using System.Buffers;
using System.Buffers.Binary;
using System.IO.Pipelines;

namespace Concurrency.Pipelines;

/// <summary>Chunk boundaries inside a <see cref="Pipe"/>'s byte stream: each chunk goes as a 4-byte length, then its bytes.</summary>
internal static class LengthPrefixedFrames
{
    public const int PrefixBytes = sizeof(int);

    /// <summary>A span with room for the prefix and <paramref name="capacity"/> bytes after it.</summary>
    public static Memory<byte> Reserve(PipeWriter writer, int capacity) => writer.GetMemory(PrefixBytes + capacity)[..(PrefixBytes + capacity)];

    /// <summary>Writes the prefix in front of <paramref name="length"/> bytes already put after it, and advances.</summary>
    public static void Commit(PipeWriter writer, Memory<byte> reserved, int length)
    {
        BinaryPrimitives.WriteInt32LittleEndian(reserved.Span, length);
        writer.Advance(PrefixBytes + length);
    }

    /// <summary>Takes one whole frame off the front of <paramref name="buffer"/>, if it holds one.</summary>
    public static bool TryRead(ref ReadOnlySequence<byte> buffer, out ReadOnlySequence<byte> frame)
    {
        frame = default;
        if (buffer.Length < PrefixBytes)
        {
            return false;
        }

        Span<byte> prefix = stackalloc byte[PrefixBytes];
        buffer.Slice(0, PrefixBytes).CopyTo(prefix);
        var length = BinaryPrimitives.ReadInt32LittleEndian(prefix);
        if (buffer.Length < PrefixBytes + length)
        {
            return false;
        }

        frame = buffer.Slice(PrefixBytes, length);
        buffer = buffer.Slice(PrefixBytes + length);
        return true;
    }

    /// <summary>The frame as one contiguous block: itself when it is one segment, else copied into <paramref name="scratch"/>.</summary>
    public static ReadOnlyMemory<byte> Contiguous(in ReadOnlySequence<byte> frame, byte[] scratch)
    {
        if (frame.IsSingleSegment)
        {
            return frame.First;
        }

        frame.CopyTo(scratch);
        return scratch.AsMemory(0, (int)frame.Length);
    }
}
