namespace Concurrency.Polling;

/// <summary>The process at one moment of a run: threads, queued work, memory, and messages handled so far.</summary>
public sealed record ResourceSample(
    TimeSpan At,
    int ThreadPoolThreads,
    int ProcessThreads,
    long PendingWorkItems,
    long WorkingSetBytes,
    long Handled);
