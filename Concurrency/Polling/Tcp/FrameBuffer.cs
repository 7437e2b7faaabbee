using System.Buffers;

namespace Concurrency.Polling.Tcp;

/// <summary>A connection's receive buffer for the socket servers: bytes arrive at the end, whole frames leave from the front.</summary>
public sealed class FrameBuffer(int capacity = 4096)
{
    private readonly byte[] _bytes = new byte[Math.Max(capacity, MessageFrame.Length)];
    private int _filled;

    /// <summary>Where the next received bytes go.</summary>
    public Memory<byte> Free => _bytes.AsMemory(_filled);

    /// <summary>Takes in <paramref name="received"/> bytes written to <see cref="Free"/>, hands whole frames to the tracker, and keeps the rest.</summary>
    public void Append(int received, ConnectionTracker tracker)
    {
        ArgumentNullException.ThrowIfNull(tracker);
        _filled += received;
        var buffered = new ReadOnlySequence<byte>(_bytes, 0, _filled);
        tracker.HandleFrames(ref buffered);
        var rest = (int)buffered.Length;
        _bytes.AsSpan(_filled - rest, rest).CopyTo(_bytes);
        _filled = rest;
    }
}
