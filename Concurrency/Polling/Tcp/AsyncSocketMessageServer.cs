using System.Net.Sockets;

namespace Concurrency.Polling.Tcp;

/// <summary>Event-driven: an async accept loop, and per connection an async loop awaiting <see cref="Socket.ReceiveAsync(Memory{byte}, SocketFlags, CancellationToken)"/>.</summary>
public sealed class AsyncSocketMessageServer(MessageLedger ledger) : MessageServer(ledger)
{
    protected override void StartAccepting(Socket listener) => _ = AcceptUntilClosedAsync(listener, ServeAsync);

    private static async Task ServeAsync(Socket socket, ConnectionTracker tracker)
    {
        tracker.BeginServing();
        var buffer = new FrameBuffer();
        try
        {
            int received;
            while ((received = await socket.ReceiveAsync(buffer.Free, SocketFlags.None).ConfigureAwait(false)) > 0)
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
