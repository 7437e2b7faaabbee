namespace Concurrency.Polling.Simulated;

/// <summary>
/// One variant under the workload: the server starts and idles for <c>warmUp</c> (its threads
/// started, its code jitted), then one producer thread makes messages ready for <c>window</c>, then
/// the variant gets up to <c>drainTimeout</c> to handle what is left, then stops.
/// </summary>
public sealed class SimulatedPollingRun : IDisposable
{
    private const int MaxLatenciesKept = 4_000_000;

    private readonly PollingVariant _variant;
    private readonly PollingWorkload _workload;
    private readonly SimulatedConnection[] _connections;
    private readonly SimulatedServer _server;

    public SimulatedPollingRun(PollingVariant variant, PollingWorkload workload, TimeSpan warmUp, TimeSpan window, TimeSpan drainTimeout)
    {
        ArgumentNullException.ThrowIfNull(workload);
        workload.Validate();
        ArgumentOutOfRangeException.ThrowIfLessThan(warmUp, TimeSpan.Zero);
        ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(window, TimeSpan.Zero);
        ArgumentOutOfRangeException.ThrowIfLessThan(drainTimeout, TimeSpan.Zero);
        _variant = variant;
        _workload = workload;
        WarmUp = warmUp;
        Window = window;
        DrainTimeout = drainTimeout;
        var expected = workload.OfferedPerSecond * window.TotalSeconds;
        Counters = new PollingCounters((int)Math.Min(MaxLatenciesKept, (expected * 2) + 1024));
        _connections = [.. Enumerable.Range(0, workload.Connections).Select(id => new SimulatedConnection(id))];
        _server = SimulatedServers.Create(variant, _connections, new MessageHandling(Counters, workload.HandlingCost), workload.PollInterval);
    }

    public TimeSpan WarmUp { get; }

    public TimeSpan Window { get; }

    public TimeSpan DrainTimeout { get; }

    /// <summary>Live counts, e.g. for sampling throughput while the run goes on.</summary>
    public PollingCounters Counters { get; }

    public SimulatedRunResult Execute(CancellationToken cancellationToken)
    {
        _server.Start();
        if (cancellationToken.WaitHandle.WaitOne(WarmUp))
        {
            cancellationToken.ThrowIfCancellationRequested();
        }

        var pollsBeforeWindow = Counters.Polls;
        var skippedBeforeWindow = Counters.SkippedBusy;
        var schedule = new ArrivalSchedule(_workload);
        var started = TimeProvider.System.GetTimestamp();
        var producer = new Thread(() => schedule.Play(Window, Deliver, cancellationToken)) { IsBackground = true, Name = "producer" };
        producer.Start();
        producer.Join();
        var window = TimeProvider.System.GetElapsedTime(started);
        var offered = Counters.Offered;
        var handledInWindow = Counters.Handled;
        var pollsInWindow = Counters.Polls - pollsBeforeWindow;
        var skippedInWindow = Counters.SkippedBusy - skippedBeforeWindow;

        var drained = Counters.WaitUntilAllOfferedHandled(DrainTimeout);
        var stopped = _server.Stop(_workload.HandlingCost + TimeSpan.FromSeconds(2));
        return new SimulatedRunResult(
            _variant, _workload, window, offered, handledInWindow, pollsInWindow, skippedInWindow,
            Counters.Handled, drained, stopped, Counters.Latencies.ToMilliseconds(), Counters.Latencies.Overflowed);
    }

    public void Dispose() => _server.Dispose();

    private void Deliver(int connection)
    {
        Counters.CountOffered();
        _connections[connection].Deliver(TimeProvider.System.GetTimestamp());
    }
}
