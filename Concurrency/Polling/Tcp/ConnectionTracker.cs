using System.Buffers;

namespace Concurrency.Polling.Tcp;

/// <summary>
/// The server's view of one connection: parses its frames and checks every sequence number (each
/// must be the next one: a smaller one is a duplicate, a larger one means messages were lost), then
/// pays the handling cost and records the message as handled.
/// </summary>
public sealed class ConnectionTracker
{
    private readonly MessageLedger _ledger;
    private long _nextSequence;
    private long _handled;
    private long? _announcedCount;

    internal ConnectionTracker(MessageLedger ledger) => _ledger = ledger;

    /// <summary>Called by the serving thread or loop when it starts on this connection.</summary>
    public void BeginServing() => _ledger.CountServing();

    /// <summary>Handles every whole frame in <paramref name="buffer"/> and leaves it holding the incomplete rest.</summary>
    public void HandleFrames(ref ReadOnlySequence<byte> buffer)
    {
        var reader = new SequenceReader<byte>(buffer);
        while (MessageFrame.TryRead(ref reader, out var kind, out var value, out var timestamp))
        {
            if (kind == MessageKind.Goodbye)
            {
                _announcedCount = value;
                continue;
            }

            if (value < _nextSequence)
            {
                _ledger.CountDuplicate();
                continue;
            }

            if (value > _nextSequence)
            {
                _ledger.CountMissing(value - _nextSequence);
            }

            _nextSequence = value + 1;
            _handled++;
            _ledger.Handle(timestamp);
        }

        buffer = buffer.Slice(reader.Position);
    }

    /// <summary>
    /// The connection has ended: it is complete when the client's goodbye arrived and every message it
    /// announced was handled exactly once.
    /// </summary>
    public void Close()
    {
        if (_announcedCount is { } announced)
        {
            if (announced > _nextSequence)
            {
                _ledger.CountMissing(announced - _nextSequence);
            }

            _ledger.CountClosed(complete: announced == _handled && _handled == _nextSequence);
        }
        else
        {
            _ledger.CountClosed(complete: false);
        }
    }
}
