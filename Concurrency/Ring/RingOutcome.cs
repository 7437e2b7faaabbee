namespace Concurrency.Ring;

/// <summary>What a run did: how many messages node n received, how many of them out of place, and the clock.</summary>
public sealed record RingOutcome(
    int Nodes,
    int Messages,
    int Delivered,
    int Misdelivered,
    TimeSpan Setup,
    TimeSpan Messaging,
    TimeSpan Total)
{
    public long Hops => (long)Nodes * Messages;

    /// <summary>Every message arrived at node n once, in order, having passed every node.</summary>
    public bool IsComplete => Delivered == Messages && Misdelivered == 0;

    /// <summary>Messaging time over n·m hops (setup and teardown are reported on their own).</summary>
    public double NanosecondsPerHop => Messaging.TotalNanoseconds / Hops;
}
