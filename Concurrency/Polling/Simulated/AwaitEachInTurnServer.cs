namespace Concurrency.Polling.Simulated;

/// <summary>
/// The seed's await loop as first committed (durow/TestArea 126c08a): one async loop awaits each
/// poll before starting the next, so a round is N pool hops in a row plus the interval's
/// <c>Thread.Sleep</c>, which after the first await runs on a pool thread.
/// </summary>
public sealed class AwaitEachInTurnServer(IReadOnlyList<SimulatedConnection> connections, MessageHandling handling, TimeSpan pollInterval)
    : SimulatedServer(connections, handling, pollInterval)
{
    private Task? _loop;

    public override void Start() => _loop = Task.Run(PollUntilStoppedAsync);

    protected override bool StopWorkers(TimeSpan timeout) => _loop?.Wait(timeout) ?? true;

    private async Task PollUntilStoppedAsync()
    {
        do
        {
            foreach (var connection in Connections)
            {
                if (IsStopping)
                {
                    return;
                }

                var readyTimestamp = await Task.Run(() => Handling.PollAndProcess(connection)).ConfigureAwait(false);
                if (readyTimestamp != 0)
                {
                    Handling.Counters.CountHandled(readyTimestamp);
                }
            }
        }
        while (WaitOneInterval());
    }
}
