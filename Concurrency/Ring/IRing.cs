namespace Concurrency.Ring;

/// <summary>
/// One way to build the ring of seed 003: n nodes, m messages sent one by one into node 1, each node
/// forwarding to the next, node n keeping them. Every implementation reports to a <see cref="RingRun"/>:
/// <see cref="RingRun.MarkReady"/> once all n nodes can receive, and <see cref="RingRun.Deliver"/> from node n.
/// </summary>
public interface IRing
{
    /// <summary>A stable id used on the command line and in results, e.g. <c>tasks-channel</c>.</summary>
    string Name { get; }

    /// <summary>One line: the mechanism and the seed's row it stands for.</summary>
    string Description { get; }

    RingKind Kind { get; }

    /// <summary>Builds the ring, sends <see cref="RingRun.Messages"/> messages through it and tears it down.</summary>
    Task RunAsync(RingRun run, CancellationToken cancellationToken);
}
