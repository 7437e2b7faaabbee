using System.Net.Sockets;

namespace Concurrency.Polling.Tcp;

/// <summary>The seed's original server: an accepting thread, and a thread per connection blocked in <see cref="Socket.Receive(Span{byte})"/>.</summary>
public sealed class ThreadPerConnectionMessageServer(MessageLedger ledger) : MessageServer(ledger)
{
    protected override void StartAccepting(Socket listener) =>
        new Thread(() => AcceptUntilClosed(listener)) { IsBackground = true, Name = "acceptor" }.Start();

    private void AcceptUntilClosed(Socket listener)
    {
        while (true)
        {
            Socket socket;
            try
            {
                socket = listener.Accept();
            }
            catch (Exception exception) when (IsClosedUnderneath(exception))
            {
                return;
            }

            var tracker = Track(socket);
            new Thread(() => Serve(socket, tracker)) { IsBackground = true, Name = "connection" }.Start();
        }
    }

    private static void Serve(Socket socket, ConnectionTracker tracker)
    {
        tracker.BeginServing();
        var buffer = new FrameBuffer();
        try
        {
            int received;
            while ((received = socket.Receive(buffer.Free.Span)) > 0)
            {
                buffer.Append(received, tracker);
            }
        }
        catch (Exception exception) when (IsClosedUnderneath(exception))
        {
            // Closed by the server stopping, or reset by the client: counted as incomplete below.
        }
        finally
        {
            tracker.Close();
            socket.Dispose();
        }
    }
}
