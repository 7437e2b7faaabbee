namespace Concurrency.Ring;

/// <summary>
/// The program of one pipe-ring node, in a child process or on a thread. It starts its successor, then
/// reads exactly m messages from its input and writes each, forwarded, into the successor's input.
/// Node n instead signals <see cref="Ready"/> to the root once it runs (so the whole chain exists) and,
/// after the m-th message, writes all m messages to the root, which checks them.
/// </summary>
public static class RingPipeNode
{
    public const byte Ready = (byte)'R';

    public static void Run(Stream input, Stream rootOutput, RingNodeStart start, IRingNodeSpawner spawner)
    {
        ArgumentNullException.ThrowIfNull(input);
        ArgumentNullException.ThrowIfNull(rootOutput);
        ArgumentNullException.ThrowIfNull(start);
        ArgumentNullException.ThrowIfNull(spawner);
        if (start.IsLast)
        {
            RunLast(input, rootOutput, start.Messages);
            return;
        }

        var next = spawner.Start(start.Next(), rootOutput);
        Span<byte> message = stackalloc byte[RingMessage.WireSize];
        for (var received = 0; received < start.Messages; received++)
        {
            input.ReadExactly(message);
            RingMessage.ReadFrom(message).Forwarded().WriteTo(message);
            next.Input.Write(message);
        }

        next.Input.Dispose();
        next.Exited.GetAwaiter().GetResult();
    }

    private static void RunLast(Stream input, Stream rootOutput, int messages)
    {
        var received = new byte[(long)messages * RingMessage.WireSize];
        rootOutput.WriteByte(Ready);
        rootOutput.Flush();
        for (var offset = 0; offset < received.Length; offset += RingMessage.WireSize)
        {
            input.ReadExactly(received.AsSpan(offset, RingMessage.WireSize));
        }

        rootOutput.Write(received);
        rootOutput.Flush();
    }
}
