namespace Concurrency.Ring;

/// <summary>
/// Starts one node of the pipe ring (<see cref="ProcessPipesRing"/>). Each node starts the next one, so the
/// pipes join node k to node k+1 directly; node n reports to the root on the output the root was given.
/// </summary>
public interface IRingNodeSpawner
{
    /// <param name="rootOutput">
    /// Where node n reports. <see langword="null"/> when the root itself starts node 1: the returned handle
    /// then carries <see cref="RingNodeHandle.Output"/> for the root to read.
    /// </param>
    RingNodeHandle Start(RingNodeStart start, Stream? rootOutput);
}
