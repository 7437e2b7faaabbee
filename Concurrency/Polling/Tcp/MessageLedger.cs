namespace Concurrency.Polling.Tcp;

/// <summary>The server's exact account across connections (Interlocked): accepted, closed, handled, lost, duplicated.</summary>
public sealed class MessageLedger(int expectedConnections, TimeSpan handlingCost, int latencyCapacity)
{
    private readonly CountdownEvent _allClosed = new(expectedConnections);
    private readonly CountdownEvent _allServing = new(expectedConnections);
    private long _serving;
    private long _accepted;
    private long _closed;
    private long _completed;
    private long _handled;
    private long _missing;
    private long _duplicates;

    public int ExpectedConnections { get; } = expectedConnections;

    public long Accepted => Interlocked.Read(ref _accepted);

    public long Closed => Interlocked.Read(ref _closed);

    /// <summary>Connections that ended after a goodbye whose count matched what was received.</summary>
    public long Completed => Interlocked.Read(ref _completed);

    public long Handled => Interlocked.Read(ref _handled);

    /// <summary>Messages whose sequence numbers never arrived.</summary>
    public long Missing => Interlocked.Read(ref _missing);

    public long Duplicates => Interlocked.Read(ref _duplicates);

    /// <summary>Handled messages' latency from the client's send to the server's handling.</summary>
    public LatencyRecorder Latencies { get; } = new(latencyCapacity);

    public ConnectionTracker Open()
    {
        Interlocked.Increment(ref _accepted);
        return new ConnectionTracker(this);
    }

    /// <summary>
    /// Waits until the expected number of connections are being served (accepted, and their thread or
    /// loop running), so messages are not sent to a server still setting up. Returns whether they were in time.
    /// </summary>
    public bool WaitForAllServing(TimeSpan timeout) => _allServing.Wait(timeout);

    /// <summary>Waits until the expected number of connections have closed. Returns whether they did in time.</summary>
    public bool WaitForAllClosed(TimeSpan timeout) => _allClosed.Wait(timeout);

    internal void Handle(long sentTimestamp)
    {
        BlockingWork.Spend(handlingCost);
        Latencies.RecordSince(sentTimestamp);
        Interlocked.Increment(ref _handled);
    }

    internal void CountServing()
    {
        if (Interlocked.Increment(ref _serving) <= ExpectedConnections)
        {
            _allServing.Signal();
        }
    }

    internal void CountMissing(long count) => Interlocked.Add(ref _missing, count);

    internal void CountDuplicate() => Interlocked.Increment(ref _duplicates);

    internal void CountClosed(bool complete)
    {
        if (complete)
        {
            Interlocked.Increment(ref _completed);
        }

        if (Interlocked.Increment(ref _closed) <= ExpectedConnections)
        {
            _allClosed.Signal();
        }
    }
}
