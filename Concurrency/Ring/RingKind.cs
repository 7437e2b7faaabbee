namespace Concurrency.Ring;

/// <summary>What a node is: what limits how large a ring can be on one machine.</summary>
public enum RingKind
{
    /// <summary>One OS thread per node.</summary>
    OsThreads,

    /// <summary>Tasks or blocks on the thread pool; a node costs only heap.</summary>
    PoolTasks,

    /// <summary>Coroutines switched explicitly on one thread.</summary>
    SingleThread,

    /// <summary>One OS process per node.</summary>
    Processes,
}
