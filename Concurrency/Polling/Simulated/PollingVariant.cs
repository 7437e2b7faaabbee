namespace Concurrency.Polling.Simulated;

/// <summary>The seed's five ways to serve many idle connections, and the one it lacked.</summary>
public enum PollingVariant
{
    /// <summary>A dedicated thread per connection, polling it every interval (the seed's "保持线程").</summary>
    ThreadPerConnection,

    /// <summary>One polling loop queuing a work item per connection per round (ThreadPool.QueueUserWorkItem).</summary>
    ThreadPool,

    /// <summary>The same loop through Task.Run.</summary>
    TaskRun,

    /// <summary>The same loop through an async method that awaits Task.Run and records after the await.</summary>
    Await,

    /// <summary>The seed's first await loop: each poll awaited before the next, so a round is N pool hops in a row.</summary>
    AwaitEachInTurn,

    /// <summary>Each round is one Parallel.ForEach over the connections.</summary>
    ParallelForEach,

    /// <summary>Each connection awaits its own data signal; nothing polls.</summary>
    EventDrivenAsync,

    /// <summary>As <see cref="EventDrivenAsync"/>, but the handling cost is awaited (Task.Delay), the shape of real I/O, instead of blocking a thread.</summary>
    EventDrivenAsyncAwaitedCost,
}
