namespace Concurrency.Polling.Simulated;

/// <summary>Each poll is a <see cref="Task.Run(Action)"/>.</summary>
public sealed class TaskRunPollingServer(IReadOnlyList<SimulatedConnection> connections, MessageHandling handling, TimeSpan pollInterval)
    : PollingLoopServer(connections, handling, pollInterval)
{
    protected override void PollRound() => DispatchEach(connection => Task.Run(() => PollOnce(connection)));

    private void PollOnce(SimulatedConnection connection)
    {
        try
        {
            Handling.PollAndHandle(connection);
        }
        finally
        {
            EndWork();
        }
    }
}
