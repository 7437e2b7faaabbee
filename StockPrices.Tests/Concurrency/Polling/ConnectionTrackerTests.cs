using System.Buffers;
using Concurrency.Polling.Tcp;

namespace StockPrices.Tests.Concurrency.Polling;

public class ConnectionTrackerTests
{
    [Test]
    public void InOrderMessagesAndAMatchingGoodbye_CompleteTheConnection()
    {
        var ledger = new MessageLedger(1, TimeSpan.Zero, 16);
        var bytes = Frames((MessageKind.Data, 0), (MessageKind.Data, 1), (MessageKind.Data, 2), (MessageKind.Goodbye, 3));

        Feed(ledger.Open(), bytes);

        ledger.Handled.Should().Be(3);
        ledger.Completed.Should().Be(1);
        ledger.Missing.Should().Be(0);
        ledger.Duplicates.Should().Be(0);
    }

    [Test]
    public void ARepeatedSequenceNumber_IsCountedAsADuplicate_AndNotHandled()
    {
        var ledger = new MessageLedger(1, TimeSpan.Zero, 16);

        Feed(ledger.Open(), Frames((MessageKind.Data, 0), (MessageKind.Data, 1), (MessageKind.Data, 1), (MessageKind.Goodbye, 2)));

        ledger.Handled.Should().Be(2);
        ledger.Duplicates.Should().Be(1);
        ledger.Completed.Should().Be(1);
    }

    [Test]
    public void ASkippedSequenceNumber_IsCountedAsMissing_AndTheConnectionIsIncomplete()
    {
        var ledger = new MessageLedger(1, TimeSpan.Zero, 16);

        Feed(ledger.Open(), Frames((MessageKind.Data, 0), (MessageKind.Data, 2), (MessageKind.Goodbye, 3)));

        ledger.Handled.Should().Be(2);
        ledger.Missing.Should().Be(1);
        ledger.Completed.Should().Be(0);
    }

    [Test]
    public void MessagesAnnouncedButNeverReceived_AreCountedAsMissing()
    {
        var ledger = new MessageLedger(1, TimeSpan.Zero, 16);

        Feed(ledger.Open(), Frames((MessageKind.Data, 0), (MessageKind.Goodbye, 5)));

        ledger.Missing.Should().Be(4);
        ledger.Completed.Should().Be(0);
    }

    [Test]
    public void AConnectionClosedWithoutGoodbye_IsIncomplete()
    {
        var ledger = new MessageLedger(1, TimeSpan.Zero, 16);

        Feed(ledger.Open(), Frames((MessageKind.Data, 0)));

        ledger.Closed.Should().Be(1);
        ledger.Completed.Should().Be(0);
    }

    [Test]
    public void FramesSplitAcrossReceives_AreReassembled()
    {
        var ledger = new MessageLedger(1, TimeSpan.Zero, 16);
        var tracker = ledger.Open();
        var bytes = Frames((MessageKind.Data, 0), (MessageKind.Data, 1), (MessageKind.Goodbye, 2));
        var buffer = new FrameBuffer(2 * MessageFrame.Length);

        foreach (var chunk in bytes.Chunk(7))
        {
            chunk.CopyTo(buffer.Free);
            buffer.Append(chunk.Length, tracker);
        }

        tracker.Close();
        ledger.Handled.Should().Be(2);
        ledger.Completed.Should().Be(1);
    }

    [Test]
    public void AFrameWithTheWrongLength_IsRejected()
    {
        var bytes = Frames((MessageKind.Data, 0));
        bytes[0] = 99;
        var tracker = new MessageLedger(1, TimeSpan.Zero, 16).Open();

        var act = () => Feed(tracker, bytes);

        act.Should().Throw<InvalidDataException>().WithMessage("*body length 99*");
    }

    private static byte[] Frames(params (MessageKind Kind, long Value)[] frames)
    {
        var bytes = new byte[frames.Length * MessageFrame.Length];
        for (var i = 0; i < frames.Length; i++)
        {
            MessageFrame.Write(bytes.AsSpan(i * MessageFrame.Length), frames[i].Kind, frames[i].Value, System.Diagnostics.Stopwatch.GetTimestamp());
        }

        return bytes;
    }

    private static void Feed(ConnectionTracker tracker, byte[] bytes)
    {
        var buffer = new ReadOnlySequence<byte>(bytes);
        tracker.HandleFrames(ref buffer);
        buffer.Length.Should().Be(0);
        tracker.Close();
    }
}
