namespace Concurrency.Ring;

/// <summary>
/// One run of a ring: its size, the clock, and node n's side, which checks every message it receives.
/// A hop is one message delivered into one node (the send into node 1 and each of the n−1 forwards),
/// so a run makes n·m hops; node n counts the hops each message made (<see cref="RingMessage.Forwards"/> + 1).
/// The clock splits the run into setup (start until <see cref="MarkReady"/>),
/// messaging (until node n has received the m-th message) and teardown (until the ring is gone).
/// </summary>
public sealed class RingRun
{
    private readonly TimeProvider _time;
    private readonly long _startedAt;
    private readonly TaskCompletionSource _allDelivered = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private TimeSpan _readyAt;
    private long _allocatedAtReady;
    private long _allocatedAtLastDelivery;
    private TimeSpan _cpuAtReady;
    private TimeSpan _cpuAtLastDelivery;
    private TimeSpan _lastDeliveredAt;
    private int _delivered;
    private int _misdelivered;
    private long _hopsCounted;

    /// <param name="time">The clock; the system's unless a test drives it.</param>
    public RingRun(int nodes, int messages, TimeProvider? time = null)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(nodes, 2);
        ArgumentOutOfRangeException.ThrowIfLessThan(messages, 1);
        Nodes = nodes;
        Messages = messages;
        _time = time ?? TimeProvider.System;
        _startedAt = _time.GetTimestamp();
    }

    public int Nodes { get; }

    public int Messages { get; }

    /// <summary>Completes when node n has received <see cref="Messages"/> messages.</summary>
    public Task AllDelivered => _allDelivered.Task;

    /// <summary>The message the sender puts into node 1 as the <paramref name="sequence"/>-th.</summary>
    public static RingMessage Message(int sequence) => new(sequence, 0);

    /// <summary>Runs once the ring is ready, before the first message (e.g. to count the process's threads).</summary>
    public Action? OnReady { get; init; }

    /// <summary>Called once, when all n nodes exist and can receive.</summary>
    public void MarkReady()
    {
        OnReady?.Invoke();
        _allocatedAtReady = GC.GetTotalAllocatedBytes(precise: true);
        _cpuAtReady = Environment.CpuUsage.TotalTime;
        _readyAt = Elapsed;
    }

    /// <summary>
    /// Node n receives a message. Called from one node only, so it needs no lock. A message that is not the
    /// next in sequence, or that did not pass every node, counts as misdelivered.
    /// </summary>
    public void Deliver(RingMessage message)
    {
        if (message.Sequence != _delivered || message.Forwards != Nodes - 1)
        {
            _misdelivered++;
        }

        _hopsCounted += message.Forwards + 1L;
        _delivered++;
        if (_delivered == Messages)
        {
            _lastDeliveredAt = Elapsed;
            _allocatedAtLastDelivery = GC.GetTotalAllocatedBytes(precise: true);
            _cpuAtLastDelivery = Environment.CpuUsage.TotalTime;
            _allDelivered.TrySetResult();
        }
    }

    /// <summary>Stops the clock: call when the ring has been torn down.</summary>
    public RingOutcome Finish()
    {
        var total = Elapsed;
        var messagingEnd = _delivered >= Messages ? _lastDeliveredAt : total;
        var complete = _delivered >= Messages;
        var allocated = complete ? _allocatedAtLastDelivery - _allocatedAtReady : 0;
        var cpu = complete ? _cpuAtLastDelivery - _cpuAtReady : TimeSpan.Zero;
        return new RingOutcome(Nodes, Messages, _delivered, _misdelivered, _readyAt, messagingEnd - _readyAt, total, allocated, cpu, _hopsCounted);
    }

    private TimeSpan Elapsed => _time.GetElapsedTime(_startedAt);
}
