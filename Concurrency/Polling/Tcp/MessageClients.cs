using System.Diagnostics;
using System.Net;
using System.Net.Sockets;

namespace Concurrency.Polling.Tcp;

/// <summary>
/// N client connections driven by one sender thread: messages at the workload's random times, each
/// with the next sequence number of its connection, then a goodbye with the count sent on each.
/// </summary>
public sealed class MessageClients : IDisposable
{
    private static readonly TimeSpan SendTimeout = TimeSpan.FromSeconds(10);

    private readonly Socket[] _sockets;
    private readonly long[] _sent;

    private MessageClients(Socket[] sockets)
    {
        _sockets = sockets;
        _sent = new long[sockets.Length];
    }

    public int Count => _sockets.Length;

    public long Sent => _sent.Sum();

    /// <summary>Opens <paramref name="count"/> connections to <paramref name="server"/>, one after another.</summary>
    /// <exception cref="IOException">A connection could not be opened; the message says how many were.</exception>
    public static MessageClients Connect(IPEndPoint server, int count, IProgress<int>? connected = null)
    {
        ArgumentNullException.ThrowIfNull(server);
        ArgumentOutOfRangeException.ThrowIfLessThan(count, 1);
        var sockets = new List<Socket>(count);
        try
        {
            for (var i = 0; i < count; i++)
            {
                var socket = new Socket(server.AddressFamily, SocketType.Stream, ProtocolType.Tcp)
                {
                    NoDelay = true,
                    SendTimeout = (int)SendTimeout.TotalMilliseconds,
                };
                try
                {
                    socket.Connect(server);
                }
                catch
                {
                    socket.Dispose();
                    throw;
                }

                sockets.Add(socket);
                if ((i + 1) % 1000 == 0)
                {
                    connected?.Report(i + 1);
                }
            }
        }
        catch (SocketException exception)
        {
            sockets.ForEach(socket => socket.Dispose());
            throw new IOException($"Opened {sockets.Count} of {count} connections to {server}, then: {exception.Message} ({exception.SocketErrorCode}).", exception);
        }

        return new MessageClients([.. sockets]);
    }

    /// <summary>Sends for <paramref name="duration"/> on the calling thread and returns the number of messages sent.</summary>
    public long Send(PollingWorkload workload, TimeSpan duration, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(workload);
        if (workload.Connections != Count)
        {
            throw new ArgumentException($"The workload has {workload.Connections} connections; {Count} are open.", nameof(workload));
        }

        var frame = new byte[MessageFrame.Length];
        new ArrivalSchedule(workload).Play(duration, connection => Send(connection, frame), cancellationToken);
        return Sent;
    }

    /// <summary>Sends every connection's goodbye (the count sent on it) and shuts down its sending side.</summary>
    public void SayGoodbye()
    {
        var frame = new byte[MessageFrame.Length];
        for (var connection = 0; connection < _sockets.Length; connection++)
        {
            MessageFrame.Write(frame, MessageKind.Goodbye, _sent[connection], Stopwatch.GetTimestamp());
            SendAll(_sockets[connection], frame);
            _sockets[connection].Shutdown(SocketShutdown.Send);
        }
    }

    public void Dispose()
    {
        foreach (var socket in _sockets)
        {
            socket.Dispose();
        }
    }

    private static void SendAll(Socket socket, byte[] frame)
    {
        var offset = 0;
        while (offset < frame.Length)
        {
            offset += socket.Send(frame, offset, frame.Length - offset, SocketFlags.None);
        }
    }

    private void Send(int connection, byte[] frame)
    {
        MessageFrame.Write(frame, MessageKind.Data, _sent[connection], Stopwatch.GetTimestamp());
        SendAll(_sockets[connection], frame);
        _sent[connection]++;
    }
}
