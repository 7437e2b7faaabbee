namespace Concurrency.Polling.Simulated;

/// <summary>
/// The seed's polling shape: one dedicated thread visits every connection, hands each visit to
/// <see cref="Dispatch"/>, then sleeps one interval (the seed's <c>Thread.Sleep(50)</c>).
/// </summary>
public abstract class PollingLoopServer(IReadOnlyList<SimulatedConnection> connections, MessageHandling handling, TimeSpan pollInterval)
    : SimulatedServer(connections, handling, pollInterval)
{
    private Thread? _poller;

    public override void Start()
    {
        _poller = new Thread(PollUntilStopped) { IsBackground = true, Name = GetType().Name + " poller" };
        _poller.Start();
    }

    /// <summary>One round over every connection.</summary>
    protected abstract void PollRound();

    /// <summary>
    /// Starts one poll per connection through <paramref name="dispatch"/>, counting each as work in
    /// flight; the work item must call <see cref="SimulatedServer.EndWork"/> when done.
    /// </summary>
    protected void DispatchEach(Action<SimulatedConnection> dispatch)
    {
        ArgumentNullException.ThrowIfNull(dispatch);
        foreach (var connection in Connections)
        {
            if (IsStopping)
            {
                return;
            }

            BeginWork();
            dispatch(connection);
        }
    }

    protected override bool StopWorkers(TimeSpan timeout) => _poller?.Join(timeout) ?? true;

    private void PollUntilStopped()
    {
        do
        {
            PollRound();
        }
        while (WaitOneInterval());
    }
}
