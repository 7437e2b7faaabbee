namespace Concurrency.Polling.Simulated;

/// <summary>What every variant does with a connection: poll it once, and handle a ready message at the workload's cost.</summary>
public sealed class MessageHandling(PollingCounters counters, TimeSpan handlingCost)
{
    public PollingCounters Counters { get; } = counters;

    /// <summary>
    /// One receive attempt: skipped when the connection is already being served; otherwise takes one
    /// ready message, if any, and blocks for the handling cost. Returns the message's ready timestamp, or 0.
    /// </summary>
    public long PollAndProcess(SimulatedConnection connection)
    {
        ArgumentNullException.ThrowIfNull(connection);
        Counters.CountPoll();
        if (!connection.TryEnter())
        {
            Counters.CountSkippedBusy();
            return 0;
        }

        try
        {
            if (!connection.TryReceive(out var readyTimestamp))
            {
                return 0;
            }

            Process();
            return readyTimestamp;
        }
        finally
        {
            connection.Exit();
        }
    }

    /// <summary><see cref="PollAndProcess"/> and the bookkeeping in one step (all variants but await, which records after its await).</summary>
    public void PollAndHandle(SimulatedConnection connection)
    {
        var readyTimestamp = PollAndProcess(connection);
        if (readyTimestamp != 0)
        {
            Counters.CountHandled(readyTimestamp);
        }
    }

    /// <summary>The handling cost: blocking, as in the seed, so every variant pays it on a thread.</summary>
    public void Process() => BlockingWork.Spend(handlingCost);

    /// <summary>
    /// The handling cost awaited instead: no thread is held while it passes, as with real I/O. At
    /// least the cost, like <see cref="Thread.Sleep(TimeSpan)"/>: a timer may fire a few milliseconds
    /// early, so the remainder is awaited again.
    /// </summary>
    public async Task ProcessAsync(CancellationToken cancellationToken)
    {
        var started = TimeProvider.System.GetTimestamp();
        TimeSpan remaining;
        while ((remaining = handlingCost - TimeProvider.System.GetElapsedTime(started)) > TimeSpan.Zero)
        {
            await Task.Delay(TimeSpan.FromMilliseconds(Math.Ceiling(remaining.TotalMilliseconds)), cancellationToken).ConfigureAwait(false);
        }
    }
}
