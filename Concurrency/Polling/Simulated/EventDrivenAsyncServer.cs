namespace Concurrency.Polling.Simulated;

/// <summary>
/// What the seed lacked: every connection has an async loop awaiting its own data signal, so nothing
/// polls and an idle connection costs no thread, only a pending task. With <c>awaitCost</c> the
/// handling cost is awaited rather than blocking, as real I/O would be.
/// </summary>
public sealed class EventDrivenAsyncServer(IReadOnlyList<SimulatedConnection> connections, MessageHandling handling, TimeSpan pollInterval, bool awaitCost)
    : SimulatedServer(connections, handling, pollInterval)
{
    private readonly CancellationTokenSource _stop = new();
    private readonly List<Task> _loops = [];

    public override void Start()
    {
        foreach (var connection in Connections)
        {
            _loops.Add(ServeAsync(connection, _stop.Token));
        }
    }

    protected override bool StopWorkers(TimeSpan timeout)
    {
        _stop.Cancel();
        return Task.WaitAll([.. _loops], timeout);
    }

    protected override void Dispose(bool disposing)
    {
        if (disposing)
        {
            _stop.Dispose();
        }

        base.Dispose(disposing);
    }

    private async Task ServeAsync(SimulatedConnection connection, CancellationToken cancellationToken)
    {
        try
        {
            while (await connection.WaitForDataAsync(cancellationToken).ConfigureAwait(false))
            {
                while (!IsStopping && connection.TryReceive(out var readyTimestamp))
                {
                    if (awaitCost)
                    {
                        await Handling.ProcessAsync(cancellationToken).ConfigureAwait(false);
                    }
                    else
                    {
                        Handling.Process();
                    }

                    Handling.Counters.CountHandled(readyTimestamp);
                }
            }
        }
        catch (OperationCanceledException) when (cancellationToken.IsCancellationRequested)
        {
            // Stopped.
        }
    }
}
