using System.Buffers;

namespace Concurrency.Pipelines;

/// <summary>A chunk travelling between stages in a buffer rented from the shared pool.</summary>
internal readonly record struct PooledChunk(int Sequence, byte[] Buffer, int Length)
{
    public ReadOnlySpan<byte> Span => Buffer.AsSpan(0, Length);

    public ReadOnlyMemory<byte> Memory => Buffer.AsMemory(0, Length);

    public void Return() => ArrayPool<byte>.Shared.Return(Buffer);
}
