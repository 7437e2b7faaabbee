using System.Net;
using System.Net.Sockets;

namespace Concurrency.Polling.Tcp;

/// <summary>
/// A TCP server for the message clients: listens, accepts, and serves each connection its own way
/// (a thread, an async loop, a pipe) into the shared <see cref="MessageLedger"/>.
/// </summary>
public abstract class MessageServer(MessageLedger ledger) : IDisposable
{
    private readonly List<Socket> _accepted = [];
    private Socket? _listener;

    protected MessageLedger Ledger { get; } = ledger;

    /// <summary>Where the server listens, once started.</summary>
    public IPEndPoint? EndPoint => _listener?.LocalEndPoint as IPEndPoint;

    /// <summary>Binds (port 0: an ephemeral port) and starts accepting.</summary>
    /// <exception cref="SocketException">The address is in use or cannot be bound.</exception>
    public IPEndPoint Start(IPEndPoint endPoint)
    {
        ArgumentNullException.ThrowIfNull(endPoint);
        var listener = new Socket(endPoint.AddressFamily, SocketType.Stream, ProtocolType.Tcp);
        try
        {
            listener.Bind(endPoint);
            listener.Listen(int.MaxValue);
        }
        catch
        {
            listener.Dispose();
            throw;
        }

        _listener = listener;
        StartAccepting(listener);
        return EndPoint!;
    }

    /// <summary>Closes the listener and every accepted connection; serving loops end with them.</summary>
    public void Dispose()
    {
        Dispose(true);
        GC.SuppressFinalize(this);
    }

    protected abstract void StartAccepting(Socket listener);

    /// <summary>Keeps an accepted socket so <see cref="Dispose()"/> can close it.</summary>
    protected ConnectionTracker Track(Socket accepted)
    {
        ArgumentNullException.ThrowIfNull(accepted);
        lock (_accepted)
        {
            _accepted.Add(accepted);
        }

        return Ledger.Open();
    }

    /// <summary>The async servers' accept loop: each accepted connection is served by <paramref name="serveAsync"/> without waiting for it.</summary>
    protected async Task AcceptUntilClosedAsync(Socket listener, Func<Socket, ConnectionTracker, Task> serveAsync)
    {
        ArgumentNullException.ThrowIfNull(listener);
        ArgumentNullException.ThrowIfNull(serveAsync);
        while (true)
        {
            Socket socket;
            try
            {
                socket = await listener.AcceptAsync().ConfigureAwait(false);
            }
            catch (Exception exception) when (IsClosedUnderneath(exception))
            {
                return;
            }

            _ = serveAsync(socket, Track(socket));
        }
    }

    protected virtual void Dispose(bool disposing)
    {
        if (!disposing)
        {
            return;
        }

        _listener?.Dispose();
        lock (_accepted)
        {
            _accepted.ForEach(socket => socket.Dispose());
            _accepted.Clear();
        }
    }

    /// <summary>Whether an exception only says the socket was closed under a serving loop (the server is stopping).</summary>
    protected static bool IsClosedUnderneath(Exception exception) =>
        exception is ObjectDisposedException or OperationCanceledException
        || (exception is SocketException socketException && socketException.SocketErrorCode is SocketError.OperationAborted or SocketError.Interrupted or SocketError.ConnectionReset or SocketError.Shutdown);
}
