namespace StockPrices.Runtimes;

/// <summary>
/// What the async shapes of StockPrices/CompiledAs/Shapes do on one runtime, compiled in one <see cref="CompilationMode"/>:
/// read by the tests in StockPrices.Tests/CompilationModes, which run both modes side by side in one process.
/// Byte counts are for a 64-bit process; "an async caller" is an async method awaiting the call directly, "a
/// synchronous caller" is code that is not async and gets the method's task. Measured with tiered compilation off
/// (StockPrices.Tests.csproj says why): optimised code, as a hot path runs.
/// </summary>
public sealed record CompilationModeExpectations
{
    /// <summary>Bytes per await of an <c>async Task&lt;int&gt;</c> that completes synchronously with a value outside the task cache, by an async caller.</summary>
    public required int AsyncCallerBytesPerTaskOfInt32 { get; init; }

    /// <summary>The same for an <c>async ValueTask&lt;int&gt;</c>.</summary>
    public required int AsyncCallerBytesPerValueTaskOfInt32 { get; init; }

    /// <summary>The same for a non-generic <c>async Task</c>.</summary>
    public required int AsyncCallerBytesPerTask { get; init; }

    /// <summary>Bytes per call of an <c>async Task&lt;int&gt;</c> that completes synchronously with a value outside the task cache, by a synchronous caller.</summary>
    public required int SynchronousCallerBytesPerTaskOfInt32 { get; init; }

    /// <summary>The same for an <c>async ValueTask&lt;int&gt;</c>.</summary>
    public required int SynchronousCallerBytesPerValueTaskOfInt32 { get; init; }

    /// <summary>The same for a non-generic <c>async Task</c>.</summary>
    public required int SynchronousCallerBytesPerTask { get; init; }

    /// <summary>
    /// A synchronous caller gets the runtime's cached tasks for the results the state-machine builder caches: <c>int</c>
    /// -1 to 8, both <c>bool</c> values, <c>null</c>, all-zero-bits defaults, and <see cref="System.Threading.Tasks.Task.CompletedTask"/>
    /// for a non-generic <c>async Task</c>.
    /// </summary>
    public required bool SynchronousCallerGetsCachedTasks { get; init; }

    /// <summary>A chain of <c>async Task&lt;int&gt;</c> frames whose innermost awaits a reusable IValueTaskSource resumed on the caller's thread.</summary>
    public required BytesByDepth ValueTaskSourceBytes { get; init; }

    /// <summary>The same chain awaiting a pending <c>TaskCompletionSource&lt;int&gt;</c>'s task, completed on the caller's thread (the source and its task included).</summary>
    public required BytesByDepth PendingTaskBytes { get; init; }

    /// <summary>A method on <c>PoolingAsyncValueTaskMethodBuilder&lt;T&gt;</c> that suspends, after warm-up: bytes per call.</summary>
    public required int PooledBuilderBytesPerSuspension { get; init; }

    /// <summary>A caller sees an AsyncLocal value that a method it awaited set (it does not, under the state machine's rules).</summary>
    public required bool CallerSeesAsyncLocalSetByAwaitedMethod { get; init; }

    /// <summary>Bytes per exception thrown three frames down, before any suspension, and caught by the awaiting caller.</summary>
    public required int ExceptionThreeFramesDownBytes { get; init; }
}
