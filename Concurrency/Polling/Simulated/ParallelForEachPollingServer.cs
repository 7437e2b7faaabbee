namespace Concurrency.Polling.Simulated;

/// <summary>Each round is one <see cref="Parallel.ForEach{TSource}(IEnumerable{TSource}, Action{TSource})"/>; the loop waits for the whole round.</summary>
public sealed class ParallelForEachPollingServer(IReadOnlyList<SimulatedConnection> connections, MessageHandling handling, TimeSpan pollInterval)
    : PollingLoopServer(connections, handling, pollInterval)
{
    protected override void PollRound() => Parallel.ForEach(Connections, Handling.PollAndHandle);
}
