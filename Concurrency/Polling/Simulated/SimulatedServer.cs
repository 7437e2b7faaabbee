namespace Concurrency.Polling.Simulated;

/// <summary>A way of serving the simulated connections: started, run while messages arrive, then stopped.</summary>
public abstract class SimulatedServer(IReadOnlyList<SimulatedConnection> connections, MessageHandling handling, TimeSpan pollInterval) : IDisposable
{
    private readonly ManualResetEventSlim _stopping = new(false);
    private readonly CountdownEvent _inFlight = new(1);

    protected IReadOnlyList<SimulatedConnection> Connections { get; } = connections;

    protected MessageHandling Handling { get; } = handling;

    protected TimeSpan PollInterval { get; } = pollInterval;

    protected bool IsStopping => _stopping.IsSet;

    public abstract void Start();

    /// <summary>Stops polling and waits, up to <paramref name="timeout"/>, for work already dispatched. Returns whether it all finished.</summary>
    public bool Stop(TimeSpan timeout)
    {
        _stopping.Set();
        var deadline = TimeProvider.System.GetTimestamp() + (long)(timeout.TotalSeconds * TimeProvider.System.TimestampFrequency);
        var stopped = StopWorkers(timeout);
        _inFlight.Signal();
        var remaining = TimeSpan.FromSeconds(Math.Max(0, deadline - TimeProvider.System.GetTimestamp()) / (double)TimeProvider.System.TimestampFrequency);
        return _inFlight.Wait(remaining) && stopped;
    }

    public void Dispose()
    {
        Dispose(true);
        GC.SuppressFinalize(this);
    }

    /// <summary>Variant-specific shutdown (joining its own threads or tasks); returns whether they ended in time.</summary>
    protected abstract bool StopWorkers(TimeSpan timeout);

    /// <summary>Sleeps one poll interval, waking at once when stopping. Returns false when stopping.</summary>
    protected bool WaitOneInterval() => !_stopping.Wait(PollInterval);

    /// <summary>Counts a dispatched work item, so <see cref="Stop"/> can wait for it.</summary>
    protected void BeginWork() => _inFlight.AddCount();

    protected void EndWork() => _inFlight.Signal();

    protected virtual void Dispose(bool disposing)
    {
        if (disposing)
        {
            _stopping.Dispose();
            _inFlight.Dispose();
        }
    }
}
