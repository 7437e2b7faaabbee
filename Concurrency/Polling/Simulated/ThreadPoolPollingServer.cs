namespace Concurrency.Polling.Simulated;

/// <summary>Each poll is a <see cref="ThreadPool.QueueUserWorkItem{TState}(Action{TState}, TState, bool)"/> work item.</summary>
public sealed class ThreadPoolPollingServer(IReadOnlyList<SimulatedConnection> connections, MessageHandling handling, TimeSpan pollInterval)
    : PollingLoopServer(connections, handling, pollInterval)
{
    protected override void PollRound() =>
        DispatchEach(connection => ThreadPool.QueueUserWorkItem(PollOnce, connection, preferLocal: false));

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
