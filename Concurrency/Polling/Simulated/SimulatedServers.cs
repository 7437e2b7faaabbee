namespace Concurrency.Polling.Simulated;

/// <summary>Creates the server for a <see cref="PollingVariant"/>.</summary>
public static class SimulatedServers
{
    public static SimulatedServer Create(PollingVariant variant, IReadOnlyList<SimulatedConnection> connections, MessageHandling handling, TimeSpan pollInterval) =>
        variant switch
        {
            PollingVariant.ThreadPerConnection => new ThreadPerConnectionServer(connections, handling, pollInterval),
            PollingVariant.ThreadPool => new ThreadPoolPollingServer(connections, handling, pollInterval),
            PollingVariant.TaskRun => new TaskRunPollingServer(connections, handling, pollInterval),
            PollingVariant.Await => new AwaitPollingServer(connections, handling, pollInterval),
            PollingVariant.AwaitEachInTurn => new AwaitEachInTurnServer(connections, handling, pollInterval),
            PollingVariant.ParallelForEach => new ParallelForEachPollingServer(connections, handling, pollInterval),
            PollingVariant.EventDrivenAsync => new EventDrivenAsyncServer(connections, handling, pollInterval, awaitCost: false),
            PollingVariant.EventDrivenAsyncAwaitedCost => new EventDrivenAsyncServer(connections, handling, pollInterval, awaitCost: true),
            _ => throw new ArgumentOutOfRangeException(nameof(variant), variant, "Unknown polling variant."),
        };
}
