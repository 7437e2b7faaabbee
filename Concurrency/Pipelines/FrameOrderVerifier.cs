namespace Concurrency.Pipelines;

/// <summary>
/// Follows a stream of <see cref="ChunkFrame"/>s fed in arbitrary slices and checks that chunk numbers
/// arrive as 0, 1, 2, ... with nothing cut short.
/// </summary>
public sealed class FrameOrderVerifier
{
    private readonly byte[] _header = new byte[ChunkFrame.HeaderBytes];
    private int _headerFilled;
    private long _payloadLeft;

    public int Chunks { get; private set; }

    /// <summary>The first problem seen, or null while the stream is in order.</summary>
    public string? Error { get; private set; }

    /// <summary>True when every frame seen so far is whole (no header or payload half-read).</summary>
    public bool AtFrameBoundary => _headerFilled == 0 && _payloadLeft == 0;

    public void Feed(ReadOnlySpan<byte> bytes)
    {
        while (!bytes.IsEmpty && Error is null)
        {
            if (_payloadLeft > 0)
            {
                var skip = (int)Math.Min(_payloadLeft, bytes.Length);
                _payloadLeft -= skip;
                bytes = bytes[skip..];
                continue;
            }

            var take = Math.Min(ChunkFrame.HeaderBytes - _headerFilled, bytes.Length);
            bytes[..take].CopyTo(_header.AsSpan(_headerFilled));
            _headerFilled += take;
            bytes = bytes[take..];
            if (_headerFilled < ChunkFrame.HeaderBytes)
            {
                continue;
            }

            _headerFilled = 0;
            var (sequence, payloadLength) = ChunkFrame.ReadHeader(_header);
            if (sequence != Chunks)
            {
                Error = $"chunk {sequence} arrived where chunk {Chunks} was expected";
            }
            else if (payloadLength < 0)
            {
                Error = $"chunk {sequence} claims a negative length ({payloadLength})";
            }

            _payloadLeft = payloadLength;
            Chunks++;
        }
    }

    /// <summary>Null when the stream ended in order after <paramref name="expectedChunks"/> chunks, else what went wrong.</summary>
    public string? Finish(int expectedChunks) =>
        Error
        ?? (!AtFrameBoundary ? $"the stream ended inside chunk {Chunks - 1}"
        : Chunks != expectedChunks ? $"{Chunks} chunks arrived, {expectedChunks} expected"
        : null);
}
