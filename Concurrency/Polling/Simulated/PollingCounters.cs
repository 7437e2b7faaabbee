namespace Concurrency.Polling.Simulated;

/// <summary>Exact counts of one simulated run (Interlocked), and every handled message's latency.</summary>
public sealed class PollingCounters(int latencyCapacity)
{
    private readonly ManualResetEventSlim _allHandled = new(false);
    private long _offered;
    private long _polls;
    private long _skippedBusy;
    private long _handled;
    private long _drainTarget = long.MaxValue;

    public long Offered => Interlocked.Read(ref _offered);

    /// <summary>Receive attempts: the seed's metric ("receives per second").</summary>
    public long Polls => Interlocked.Read(ref _polls);

    /// <summary>Polls that found the connection still being served by an earlier poll.</summary>
    public long SkippedBusy => Interlocked.Read(ref _skippedBusy);

    public long Handled => Interlocked.Read(ref _handled);

    public LatencyRecorder Latencies { get; } = new(latencyCapacity);

    public void CountOffered() => Interlocked.Increment(ref _offered);

    public void CountPoll() => Interlocked.Increment(ref _polls);

    public void CountSkippedBusy() => Interlocked.Increment(ref _skippedBusy);

    public void CountHandled(long readyTimestamp)
    {
        Latencies.RecordSince(readyTimestamp);
        if (Interlocked.Increment(ref _handled) >= Interlocked.Read(ref _drainTarget))
        {
            _allHandled.Set();
        }
    }

    /// <summary>
    /// Once nothing more is offered: waits until every offered message has been handled, up to
    /// <paramref name="timeout"/>. Returns whether they all were.
    /// </summary>
    public bool WaitUntilAllOfferedHandled(TimeSpan timeout)
    {
        Interlocked.Exchange(ref _drainTarget, Offered);
        if (Handled >= Offered)
        {
            return true;
        }

        return _allHandled.Wait(timeout);
    }
}
