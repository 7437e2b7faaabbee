using System.IO.Pipelines;
using System.Net.Sockets;

namespace Concurrency.Polling.Tcp;

/// <summary>Event-driven through System.IO.Pipelines: per connection a <see cref="PipeReader"/> over a <see cref="NetworkStream"/>, which owns the buffers.</summary>
public sealed class PipelinesMessageServer(MessageLedger ledger) : MessageServer(ledger)
{
    protected override void StartAccepting(Socket listener) => _ = AcceptUntilClosedAsync(listener, ServeAsync);

    private static async Task ServeAsync(Socket socket, ConnectionTracker tracker)
    {
        tracker.BeginServing();
        var reader = PipeReader.Create(new NetworkStream(socket, ownsSocket: true));
        try
        {
            while (true)
            {
                var result = await reader.ReadAsync().ConfigureAwait(false);
                var buffer = result.Buffer;
                tracker.HandleFrames(ref buffer);
                reader.AdvanceTo(buffer.Start, buffer.End);
                if (result.IsCompleted)
                {
                    break;
                }
            }
        }
        catch (Exception exception) when (IsClosedUnderneath(exception) || exception is IOException)
        {
            // Closed by the server stopping, or reset by the client: counted as incomplete below.
        }
        finally
        {
            tracker.Close();
            await reader.CompleteAsync().ConfigureAwait(false);
        }
    }
}
