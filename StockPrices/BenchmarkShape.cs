namespace StockPrices;

/// <summary>
/// How a benchmark calls the variant it measures, carried in <c>[BenchmarkCategory]</c> beside the variant's name
/// (<see cref="StockPriceVariants"/>), so that the docs select rows by what they measure, not by method name.
/// </summary>
public static class BenchmarkShape
{
    /// <summary>The cache is filled and nothing suspends: the call completes synchronously.</summary>
    public const string CompletesSynchronously = "completes-synchronously";

    /// <summary>Sync over async: the benchmark thread blocks on each call until a thread-pool thread finishes it.</summary>
    public const string CallerBlocks = "caller-blocks";

    /// <summary>An <c>async Task</c> benchmark awaits <see cref="AwaitsPerInvoke"/> calls in a loop: what an await costs inside async code.</summary>
    public const string AsyncAllTheWay = "async-all-the-way";

    /// <summary>Async all the way, on a thread that runs a single-threaded SynchronizationContext (a UI thread's shape).</summary>
    public const string SingleThreadContext = "single-thread-context";

    /// <summary>Each call suspends once at <c>await Task.Yield()</c>.</summary>
    public const string TaskYield = "task-yield";

    /// <summary>Each call suspends once at <c>await Task.CompletedTask.ConfigureAwait(ConfigureAwaitOptions.ForceYielding)</c>.</summary>
    public const string ForceYielding = "force-yielding";

    /// <summary>Awaits per invocation of an async-all-the-way benchmark (its OperationsPerInvoke).</summary>
    public const int AwaitsPerInvoke = 1_000;

    /// <summary>Throws per invocation of an async-all-the-way benchmark whose calls throw: an exception costs microseconds, so fewer than <see cref="AwaitsPerInvoke"/>.</summary>
    public const int ThrowsPerInvoke = 100;
}
