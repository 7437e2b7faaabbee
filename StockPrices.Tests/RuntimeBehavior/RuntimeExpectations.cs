namespace StockPrices.Tests.RuntimeBehavior;

/// <summary>
/// The one place that knows runtime versions: what the tests expect from the runtime they run on,
/// chosen from <see cref="Environment.Version"/>. Test code reads these values and never checks a
/// version itself. Sources: the dotnet/runtime and dotnet/coreclr pull requests named below.
/// </summary>
/// <remarks>
/// Byte counts are for a 64-bit process. The .NET 10 figures were measured on .NET 10.0.12, Linux x64.
/// The .NET 8 and .NET 9 figures were derived (no change to the layout of <c>Task&lt;T&gt;</c> or of the
/// async state-machine box is known after dotnet/runtime#83696 and #83737, .NET 8)
/// and then measured: `dotnet test` runs these tests on .NET 8.0.31 and 9.0.20 too (docs/runtimes.md),
/// and they pass with the .NET 10 figures.
/// </remarks>
public sealed record RuntimeExpectations
{
    public static RuntimeExpectations Current => For(Environment.Version, Environment.Is64BitProcess);

    /// <summary>An <c>async Task</c> that completes synchronously returns <see cref="Task.CompletedTask"/> itself (.NET 5+, dotnet/coreclr#27437).</summary>
    public required bool AsyncTaskReturnsTaskCompletedTask { get; init; }

    /// <summary><see cref="Task.FromResult{TResult}"/> returns the async builders' cached tasks (.NET 6+, dotnet/runtime#43894).</summary>
    public required bool TaskFromResultUsesTheCache { get; init; }

    /// <summary>
    /// Any value of a type without references, of size 1, 2, 4, 8 or 16 bytes, whose bits are all zero, gets the
    /// cached default task (.NET 8+, dotnet/runtime#76349 and #87541): <c>0m</c>, <c>+0.0</c>, <c>Guid.Empty</c>,
    /// <c>TimeSpan.Zero</c>, an enum's zero. Before .NET 8 only a fixed list of integral types was.
    /// </summary>
    public required bool CachesAllZeroBitsDefaults { get; init; }

    /// <summary>Size of a <c>Task&lt;decimal&gt;</c>: what <c>GetStockPriceForAsync</c> allocates when it completes synchronously.</summary>
    public required int TaskOfDecimalBytes { get; init; }

    /// <summary>
    /// The display class of <c>_CapturingLocalFunction</c> (header and method table, then <c>this</c>, the ticker
    /// and the initialisation task): a compiler artefact, the same on every runtime of the same bitness.
    /// </summary>
    public required int CapturingClosureBytes { get; init; }

    /// <summary><c>StockPriceCacheThatYields.GetStockPriceForAsync</c>: the outer box (a <c>Task&lt;decimal&gt;</c>) plus the yielding initialisation's box.</summary>
    public required int YieldingTaskLookupBytes { get; init; }

    /// <summary><c>StockPriceCacheThatYields.GetStockPriceWithValueTaskAsync</c>: as the Task lookup, the state machine holding a larger builder.</summary>
    public required int YieldingValueTaskLookupBytes { get; init; }

    /// <summary><c>StockPriceCacheThatForceYields.GetStockPriceForAsync</c>.</summary>
    public required int ForceYieldingTaskLookupBytes { get; init; }

    /// <summary><c>StockPriceCacheThatForceYields.GetStockPriceWithValueTaskAsync</c>.</summary>
    public required int ForceYieldingValueTaskLookupBytes { get; init; }

    /// <summary>
    /// <c>GetStockPriceWithPooledValueTaskAsync</c> on either yielding cache, awaited in a loop: bytes per await over
    /// 10,000 awaits, the median of five trials, in whole bytes: the pooled boxes are rented and returned, so after
    /// warm-up an await allocates only when a rent finds the pool empty.
    /// </summary>
    public required int PooledLookupWholeBytesPerAwaitAmortised { get; init; }

    public static RuntimeExpectations For(Version runtimeVersion, bool is64BitProcess)
    {
        ArgumentNullException.ThrowIfNull(runtimeVersion);
        if (!is64BitProcess)
        {
            throw new NotSupportedException("The byte counts in RuntimeExpectations are for 64-bit processes.");
        }

        return runtimeVersion.Major switch
        {
            8 => Net8,
            9 => Net9,
            10 => Net10,
            _ => throw new NotSupportedException(
                $"No expectations for .NET {runtimeVersion}: measure it and add it to {nameof(RuntimeExpectations)}."),
        };
    }

    /// <summary>Measured on .NET 10.0.12, Linux x64.</summary>
    private static readonly RuntimeExpectations Net10 = new()
    {
        AsyncTaskReturnsTaskCompletedTask = true,
        TaskFromResultUsesTheCache = true,
        CachesAllZeroBitsDefaults = true,
        TaskOfDecimalBytes = 80,
        CapturingClosureBytes = 40,
        YieldingTaskLookupBytes = 256,
        YieldingValueTaskLookupBytes = 272,
        ForceYieldingTaskLookupBytes = 248,
        ForceYieldingValueTaskLookupBytes = 264,
        PooledLookupWholeBytesPerAwaitAmortised = 0,
    };

    /// <summary>Caching rules and byte counts as .NET 10; every test passes on .NET 9.0.20, Linux x64 (docs/runtimes.md).</summary>
    private static readonly RuntimeExpectations Net9 = Net10;

    /// <summary>Caching rules and byte counts as .NET 10; every test passes on .NET 8.0.31, Linux x64 (docs/runtimes.md).</summary>
    private static readonly RuntimeExpectations Net8 = Net10;
}
