namespace Concurrency.Polling.Simulated;

/// <summary>A dedicated thread per connection polls it, handles what it finds, and sleeps one interval.</summary>
public sealed class ThreadPerConnectionServer(IReadOnlyList<SimulatedConnection> connections, MessageHandling handling, TimeSpan pollInterval)
    : SimulatedServer(connections, handling, pollInterval)
{
    private readonly List<Thread> _threads = [];

    public override void Start()
    {
        foreach (var connection in Connections)
        {
            var thread = new Thread(() => PollUntilStopped(connection)) { IsBackground = true, Name = $"connection {connection.Id}" };
            _threads.Add(thread);
            thread.Start();
        }
    }

    protected override bool StopWorkers(TimeSpan timeout)
    {
        var deadline = DateTime.UtcNow + timeout;
        return _threads.TrueForAll(thread => thread.Join(Max(deadline - DateTime.UtcNow, TimeSpan.Zero)));
    }

    private static TimeSpan Max(TimeSpan a, TimeSpan b) => a > b ? a : b;

    private void PollUntilStopped(SimulatedConnection connection)
    {
        do
        {
            Handling.PollAndHandle(connection);
        }
        while (WaitOneInterval());
    }
}
