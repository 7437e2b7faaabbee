namespace StockPrices.Beyond;

/// <summary>
/// The variant ids of the ten questions beyond the article (docs/beyond-the-article.md): each benchmark carries
/// one in <c>[BenchmarkCategory]</c> beside its <see cref="BenchmarkShape"/>, and the chapter finds its rows by
/// them. Stable once published.
/// </summary>
public static class BeyondVariants
{
    // Shared by several questions.
    public const string Sync = "sync";
    public const string Task = "task";
    public const string ValueTask = "value-task";

    // 1. A reusable IValueTaskSource.
    public const string ReusableValueTaskSource = "reusable-value-task-source";

    // 2. ExecutionContext and AsyncLocal.
    public const string AwaitYield = "await-yield";
    public const string TaskRun = "task-run";
    public const string TaskRunSuppressFlow = "task-run-suppress-flow";
    public const string SetAsyncLocal = "set-async-local";

    // 3. Exceptions across async frames.
    public const string ThrowCatchSync = "throw-catch-sync";
    public const string ThrowCatchAsync = "throw-catch-async";
    public const string SuppressThrowing = "suppress-throwing";

    // 4. Cancellation.
    public const string CheckToken = "check-token";
    public const string Register = "register";
    public const string RegisterOnTokenThatCannotCancel = "register-none";
    public const string CreateSource = "create-source";
    public const string CreateLinkedSource = "create-linked-source";
    public const string CancelPendingAwait = "cancel-pending-await";

    // 5. Depth.
    public const string AsyncChain = "async-chain";

    // 6. Eliding async.
    public const string Direct = "direct";
    public const string Elided = "elided";
    public const string Awaited = "awaited";

    // 7. WhenAll and WhenAny.
    public const string SequentialAwaits = "sequential";
    public const string WhenAll = "when-all";
    public const string WhenAny = "when-any";

    // 8. SemaphoreSlim.
    public const string Lock = "lock";
    public const string SemaphoreWait = "semaphore-wait";
    public const string SemaphoreWaitAsync = "semaphore-wait-async";
    public const string Uncontended = "uncontended";
    public const string Contended = "contended";

    // 9. IAsyncEnumerable.
    public const string Enumerable = "enumerable";
    public const string AsyncEnumerable = "async-enumerable";
    public const string ChannelReader = "channel-reader";

    // 10. Channels.
    public const string SameThread = "same-thread";
    public const string Bounded = "bounded";
    public const string Unbounded = "unbounded";
    public const string SingleReaderWriter = "single-reader-writer";
    public const string MultipleReadersWriters = "multiple-readers-writers";

    /// <summary>The namespace-free class names of the ten questions, in the chapter's order.</summary>
    public static IReadOnlyList<string> QuestionClasses { get; } =
    [
        "ReusableValueTaskSource", "ExecutionContextFlow", "ExceptionsAcrossFrames", "CancellationCost", "AsyncDepth",
        "ElidingAsync", "WhenAllWhenAny", "SemaphoreSlimVsLock", "AsyncEnumerablePerItem", "ChannelsPerItem",
    ];
}
