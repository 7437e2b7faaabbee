using System.Net;
using System.Net.Sockets;
using System.Security.Cryptography;

namespace Concurrency.Pipelines.Real;

/// <summary>
/// A TCP connection on 127.0.0.1: the pipeline writes to <see cref="Sender"/>; a client on the other end
/// reads at a set bandwidth (<see cref="BandwidthPacer"/>), hashes everything and checks chunk order as it goes.
/// Small socket buffers keep the kernel from hiding the client's pace from the writer.
/// </summary>
public sealed class LoopbackLink : IAsyncDisposable
{
    private readonly TcpClient _server;
    private readonly TcpClient _client;
    private readonly CancellationTokenSource _stop;

    private LoopbackLink(TcpClient server, TcpClient client, double bytesPerSecond, CancellationToken cancellationToken)
    {
        _server = server;
        _client = client;
        _stop = CancellationTokenSource.CreateLinkedTokenSource(cancellationToken);
        Sender = server.GetStream();
        Received = Task.Run(() => ReceiveAsync(client.GetStream(), bytesPerSecond, _stop.Token), CancellationToken.None);
    }

    public Stream Sender { get; }

    /// <summary>Completes when the sender has shut down its side and the client has read everything.</summary>
    public Task<ReceivedOutput> Received { get; }

    public static async Task<LoopbackLink> OpenAsync(double bytesPerSecond, int socketBufferBytes, CancellationToken cancellationToken)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(bytesPerSecond);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(socketBufferBytes);
        var listener = new TcpListener(IPAddress.Loopback, 0);
        listener.Start(1);
        try
        {
            var client = new TcpClient(AddressFamily.InterNetwork) { ReceiveBufferSize = socketBufferBytes, NoDelay = true };
            var accepting = listener.AcceptTcpClientAsync(cancellationToken).AsTask();
            await client.ConnectAsync((IPEndPoint)listener.LocalEndpoint, cancellationToken).ConfigureAwait(false);
            var server = await accepting.ConfigureAwait(false);
            server.SendBufferSize = socketBufferBytes;
            server.NoDelay = true;
            return new LoopbackLink(server, client, bytesPerSecond, cancellationToken);
        }
        finally
        {
            listener.Stop();
        }
    }

    /// <summary>Tells the client nothing more is coming (it then finishes reading and returns what it got).</summary>
    public void CompleteSending() => _server.Client.Shutdown(SocketShutdown.Send);

    public async ValueTask DisposeAsync()
    {
        await _stop.CancelAsync().ConfigureAwait(false);
        _server.Dispose();
        await ((Task)Received).ConfigureAwait(ConfigureAwaitOptions.SuppressThrowing);
        _client.Dispose();
        _stop.Dispose();
    }

    private static async Task<ReceivedOutput> ReceiveAsync(NetworkStream stream, double bytesPerSecond, CancellationToken cancellationToken)
    {
        // Reads of at most 2 ms of data keep the pace even; an idle link banks no more than that.
        var pacer = new BandwidthPacer(bytesPerSecond, TimeSpan.FromMilliseconds(2));
        var buffer = new byte[(int)Math.Clamp(bytesPerSecond / 500, 16 * 1024, 1024 * 1024)];
        var order = new FrameOrderVerifier();
        using var hash = IncrementalHash.CreateHash(HashAlgorithmName.SHA256);
        long bytes = 0;
        int read;
        while ((read = await stream.ReadAsync(buffer, cancellationToken).ConfigureAwait(false)) > 0)
        {
            hash.AppendData(buffer, 0, read);
            order.Feed(buffer.AsSpan(0, read));
            bytes += read;
            await pacer.TakeAsync(read, cancellationToken).ConfigureAwait(false);
        }

        return new ReceivedOutput(bytes, order.Chunks, hash.GetHashAndReset(), order.Error ?? (order.AtFrameBoundary ? null : "the stream ended inside a chunk"));
    }
}
