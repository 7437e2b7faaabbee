namespace Concurrency.Polling.Simulated;

/// <summary>
/// Each poll is an async method that awaits <see cref="Task.Run(Func{long})"/> and records the
/// message after the await, the seed's shape (it used <c>new Task</c> + <c>Start</c> in an
/// <c>async void</c>) without <c>async void</c>.
/// </summary>
public sealed class AwaitPollingServer(IReadOnlyList<SimulatedConnection> connections, MessageHandling handling, TimeSpan pollInterval)
    : PollingLoopServer(connections, handling, pollInterval)
{
    protected override void PollRound() => DispatchEach(connection => _ = PollAsync(connection));

    private async Task PollAsync(SimulatedConnection connection)
    {
        try
        {
            var readyTimestamp = await Task.Run(() => Handling.PollAndProcess(connection)).ConfigureAwait(false);
            if (readyTimestamp != 0)
            {
                Handling.Counters.CountHandled(readyTimestamp);
            }
        }
        finally
        {
            EndWork();
        }
    }
}
