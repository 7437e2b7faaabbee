namespace Concurrency.Ring;

/// <summary>
/// What a run did: how many messages node n received, how many of them out of place, the clock, and the
/// bytes this process allocated and the CPU time all its threads used while the messages went round
/// (<see cref="GC.GetTotalAllocatedBytes(bool)"/>, <see cref="Environment.CpuUsage"/>).
/// </summary>
public sealed record RingOutcome(
    int Nodes,
    int Messages,
    int Delivered,
    int Misdelivered,
    TimeSpan Setup,
    TimeSpan Messaging,
    TimeSpan Total,
    long MessagingAllocatedBytes,
    TimeSpan MessagingProcessorTime,
    long HopsCounted)
{
    /// <summary>The hops a complete run makes, n·m; <see cref="HopsCounted"/> is what node n saw the messages make.</summary>
    public long Hops => (long)Nodes * Messages;

    /// <summary>Every message arrived at node n once, in order, having passed every node.</summary>
    public bool IsComplete => Delivered == Messages && Misdelivered == 0 && HopsCounted == Hops;

    /// <summary>Messaging time over n·m hops (setup and teardown are reported on their own).</summary>
    public double NanosecondsPerHop => Messaging.TotalNanoseconds / Hops;
}
