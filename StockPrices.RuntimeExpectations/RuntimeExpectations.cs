using System;

namespace StockPrices.Runtimes;

/// <summary>
/// The one place that knows runtime versions: what the tests expect from the runtime they run on,
/// chosen from <see cref="Environment.Version"/> (and, for the .NET Framework lineage, whether Mono runs it).
/// Test code reads these values and never checks a version itself. Sources: the dotnet/runtime and
/// dotnet/coreclr pull requests named below. A byte count that was not measured on a runtime throws
/// when read there, so no test can pass against a number nobody measured.
/// </summary>
/// <remarks>
/// Byte counts are for a 64-bit process. The .NET 10 figures were measured on .NET 10.0.12, Linux x64.
/// The .NET 8 and .NET 9 figures were derived (no change to the layout of <c>Task&lt;T&gt;</c> or of the
/// async state-machine box is known after dotnet/runtime#83696 and #83737, .NET 8)
/// and then measured: `dotnet test` runs these tests on .NET 8.0.31 and 9.0.20 too (docs/runtimes.md),
/// and they pass with the .NET 10 figures, except where <see cref="Net8"/> says otherwise. Mono 6.8 (the .NET Framework 4.8 API, run by
/// StockPrices.RuntimeAnswers): measured on Mono 6.8.0.105, Debian 12, x64.
/// </remarks>
public sealed record RuntimeExpectations
{
    public static RuntimeExpectations Current =>
        Type.GetType("Mono.Runtime") is null ? For(Environment.Version, Environment.Is64BitProcess) : ForMono(Environment.Is64BitProcess);

    /// <summary>An <c>async Task</c> that completes synchronously returns <see cref="Task.CompletedTask"/> itself (.NET 5+, dotnet/coreclr#27437).</summary>
    public required bool AsyncTaskReturnsTaskCompletedTask { get; init; }

    /// <summary><see cref="Task.FromResult{TResult}"/> returns the async builders' cached tasks (.NET 6+, dotnet/runtime#43894).</summary>
    public required bool TaskFromResultUsesTheCache { get; init; }

    /// <summary>
    /// Any value of a type without references, of size 1, 2, 4, 8 or 16 bytes, whose bits are all zero, gets the
    /// cached default task (.NET 8+, dotnet/runtime#76349 and #87541): <c>0m</c>, <c>+0.0</c>, <c>Guid.Empty</c>,
    /// <c>TimeSpan.Zero</c>, an enum's zero. Before .NET 8 the builder checked a fixed list of types for their
    /// default value: the integral types, <c>char</c>, <c>IntPtr</c> and <c>UIntPtr</c>, and on .NET Framework
    /// also <c>decimal</c>, compared by value (<c>==</c>), so <c>0.0m</c> hit the cache too and came back as
    /// <c>0</c>; .NET Core 2.1 removed <c>decimal</c> from the list (dotnet/coreclr#16588). Mono 6.8's builder
    /// has the .NET Core list: neither <c>0m</c> nor <c>0.0m</c> is cached there.
    /// </summary>
    public required bool CachesAllZeroBitsDefaults { get; init; }

    /// <summary>Size of a <c>Task&lt;decimal&gt;</c>: what <c>GetStockPriceForAsync</c> allocates when it completes synchronously.</summary>
    public int TaskOfDecimalBytes { get => Measured(_taskOfDecimalBytes); init => _taskOfDecimalBytes = value; }

    /// <summary>
    /// The display class of <c>_CapturingLocalFunction</c> (header and method table, then <c>this</c>, the ticker
    /// and the initialisation task): a compiler artefact, the same on every runtime of the same bitness.
    /// </summary>
    public int CapturingClosureBytes { get => Measured(_capturingClosureBytes); init => _capturingClosureBytes = value; }

    /// <summary><c>StockPriceCacheThatYields.GetStockPriceForAsync</c>: the outer box (a <c>Task&lt;decimal&gt;</c>) plus the yielding initialisation's box.</summary>
    public int YieldingTaskLookupBytes { get => Measured(_yieldingTaskLookupBytes); init => _yieldingTaskLookupBytes = value; }

    /// <summary><c>StockPriceCacheThatYields.GetStockPriceWithValueTaskAsync</c>: as the Task lookup, the state machine holding a larger builder.</summary>
    public int YieldingValueTaskLookupBytes { get => Measured(_yieldingValueTaskLookupBytes); init => _yieldingValueTaskLookupBytes = value; }

    /// <summary><c>StockPriceCacheThatForceYields.GetStockPriceForAsync</c>.</summary>
    public int ForceYieldingTaskLookupBytes { get => Measured(_forceYieldingTaskLookupBytes); init => _forceYieldingTaskLookupBytes = value; }

    /// <summary><c>StockPriceCacheThatForceYields.GetStockPriceWithValueTaskAsync</c>.</summary>
    public int ForceYieldingValueTaskLookupBytes { get => Measured(_forceYieldingValueTaskLookupBytes); init => _forceYieldingValueTaskLookupBytes = value; }

    /// <summary>
    /// Size of a <c>Task&lt;int&gt;</c> for a result outside the builder's cache: what an elided pass-through that
    /// completes synchronously allocates (the inner method's task only); an awaited one allocates two.
    /// </summary>
    public int TaskOfInt32Bytes { get => Measured(_taskOfInt32Bytes); init => _taskOfInt32Bytes = value; }

    /// <summary>Setting an <c>AsyncLocal&lt;int&gt;</c>, the only value of the thread's context, to a new value: a new context and its value map.</summary>
    public int AsyncLocalSetBytes { get => Measured(_asyncLocalSetBytes); init => _asyncLocalSetBytes = value; }

    /// <summary><c>Task.WhenAll(Task[])</c> over an array of two completed tasks.</summary>
    public int WhenAllOfTwoCompletedTasksBytes { get => Measured(_whenAllOfTwoCompletedTasksBytes); init => _whenAllOfTwoCompletedTasksBytes = value; }

    /// <summary>An <c>async ValueTask&lt;int&gt;</c> that awaits <c>Task.Yield()</c>: its state-machine box, per call.</summary>
    public int YieldingValueTaskOfInt32Bytes { get => Measured(_yieldingValueTaskOfInt32Bytes); init => _yieldingValueTaskOfInt32Bytes = value; }

    private readonly int? _taskOfDecimalBytes;
    private readonly int? _taskOfInt32Bytes;
    private readonly int? _asyncLocalSetBytes;
    private readonly int? _whenAllOfTwoCompletedTasksBytes;
    private readonly int? _yieldingValueTaskOfInt32Bytes;
    private readonly int? _capturingClosureBytes;
    private readonly int? _yieldingTaskLookupBytes;
    private readonly int? _yieldingValueTaskLookupBytes;
    private readonly int? _forceYieldingTaskLookupBytes;
    private readonly int? _forceYieldingValueTaskLookupBytes;
    private readonly int? _pooledLookupWholeBytesPerAwaitAmortised;
    private readonly int? _machineryOneLevelTaskBytes;
    private readonly int? _machineryOneLevelValueTaskBytes;
    private readonly int? _machineryTwoLevelTaskBytes;
    private readonly int? _machineryTwoLevelValueTaskBytes;

    /// <summary><c>MachinerySuspension.OneLevelTaskAsync</c>, suspended and resumed on the same thread: its state-machine box, which is its task.</summary>
    public int MachineryOneLevelTaskBytes { get => Measured(_machineryOneLevelTaskBytes); init => _machineryOneLevelTaskBytes = value; }

    /// <summary><c>MachinerySuspension.OneLevelValueTaskAsync</c>: the box the ValueTask wraps.</summary>
    public int MachineryOneLevelValueTaskBytes { get => Measured(_machineryOneLevelValueTaskBytes); init => _machineryOneLevelValueTaskBytes = value; }

    /// <summary><c>MachinerySuspension.TwoLevelTaskAsync</c>: the inner method's box and the outer one's.</summary>
    public int MachineryTwoLevelTaskBytes { get => Measured(_machineryTwoLevelTaskBytes); init => _machineryTwoLevelTaskBytes = value; }

    /// <summary><c>MachinerySuspension.TwoLevelValueTaskAsync</c>: a box per level.</summary>
    public int MachineryTwoLevelValueTaskBytes { get => Measured(_machineryTwoLevelValueTaskBytes); init => _machineryTwoLevelValueTaskBytes = value; }

    /// <summary>
    /// <c>GetStockPriceWithPooledValueTaskAsync</c> on either yielding cache, awaited in a loop: bytes per await over
    /// 10,000 awaits, the median of five trials, in whole bytes: the pooled boxes are rented and returned, so after
    /// warm-up an await allocates only when a rent finds the pool empty.
    /// </summary>
    public int PooledLookupWholeBytesPerAwaitAmortised { get => Measured(_pooledLookupWholeBytesPerAwaitAmortised); init => _pooledLookupWholeBytesPerAwaitAmortised = value; }

    private readonly CompilationModeExpectations? _stateMachineShapes;
    private readonly CompilationModeExpectations? _runtimeAsyncShapes;

    /// <summary>StockPrices/CompiledAs/Shapes compiled as state machines, run on this runtime.</summary>
    public CompilationModeExpectations StateMachineShapes { get => Measured(_stateMachineShapes); init => _stateMachineShapes = value; }

    /// <summary>StockPrices/CompiledAs/Shapes compiled as runtime async, run on this runtime (on .NET 10, with DOTNET_RuntimeAsync=1).</summary>
    public CompilationModeExpectations RuntimeAsyncShapes { get => Measured(_runtimeAsyncShapes); init => _runtimeAsyncShapes = value; }

    public CompilationModeExpectations CompiledAs(CompilationMode mode) => mode switch
    {
        CompilationMode.StateMachine => StateMachineShapes,
        CompilationMode.RuntimeAsync => RuntimeAsyncShapes,
        _ => throw new ArgumentOutOfRangeException(nameof(mode), mode, null),
    };

    public static RuntimeExpectations For(Version runtimeVersion, bool is64BitProcess)
    {
        if (runtimeVersion is null)
        {
            throw new ArgumentNullException(nameof(runtimeVersion));
        }

        RequireSixtyFourBit(is64BitProcess);

        return runtimeVersion.Major switch
        {
            8 => Net8,
            9 => Net9,
            10 => Net10,
            11 => Net11,
            _ => throw new NotSupportedException(
                $"No expectations for .NET {runtimeVersion}: measure it and add it to {nameof(RuntimeExpectations)}."),
        };
    }

    /// <summary>Mono, which runs the .NET Framework 4.8 build; Microsoft's .NET Framework itself is not measured here.</summary>
    public static RuntimeExpectations ForMono(bool is64BitProcess)
    {
        RequireSixtyFourBit(is64BitProcess);
        return Mono;
    }

    private static void RequireSixtyFourBit(bool is64BitProcess)
    {
        if (!is64BitProcess)
        {
            throw new NotSupportedException("The byte counts in RuntimeExpectations are for 64-bit processes.");
        }
    }

    private static int Measured(int? bytes, [System.Runtime.CompilerServices.CallerMemberName] string name = "") =>
        bytes ?? throw NotMeasured(name);

    private static CompilationModeExpectations Measured(CompilationModeExpectations? expectations, [System.Runtime.CompilerServices.CallerMemberName] string name = "") =>
        expectations ?? throw NotMeasured(name);

    private static NotSupportedException NotMeasured(string name) =>
        new($"{name} was not measured on this runtime: measure it and add it to {nameof(RuntimeExpectations)}.");

    /// <summary>
    /// StockPrices/CompiledAs/Shapes compiled as state machines: measured on .NET 10.0.12 and on .NET 11.0.0, the same
    /// on both. A suspended frame is one box (a <c>Task&lt;int&gt;</c> and the state machine in one object).
    /// </summary>
    private static readonly CompilationModeExpectations StateMachineShapesFromNet10 = new()
    {
        AsyncCallerBytesPerTaskOfInt32 = 72,
        AsyncCallerBytesPerValueTaskOfInt32 = 0,
        AsyncCallerBytesPerTask = 0,
        SynchronousCallerBytesPerTaskOfInt32 = 72,
        SynchronousCallerBytesPerValueTaskOfInt32 = 0,
        SynchronousCallerBytesPerTask = 0,
        SynchronousCallerGetsCachedTasks = true,
        ValueTaskSourceBytes = new(128, 256, 1024),
        PendingTaskBytes = new(184, 296, 968),
        PooledBuilderBytesPerSuspension = 0,
        CallerSeesAsyncLocalSetByAwaitedMethod = false,
        ExceptionThreeFramesDownBytes = 3264,
    };

    /// <summary>Measured on .NET 10.0.12, Linux x64 (the shapes compiled as runtime async with DOTNET_RuntimeAsync=1).</summary>
    private static readonly RuntimeExpectations Net10 = new()
    {
        StateMachineShapes = StateMachineShapesFromNet10,
        // Where runtime async differs from the state machine; everything else is the same.
        RuntimeAsyncShapes = StateMachineShapesFromNet10 with
        {
            AsyncCallerBytesPerTaskOfInt32 = 0,
            ValueTaskSourceBytes = new(392, 512, 1232),
            PendingTaskBytes = new(448, 568, 1288),
            PooledBuilderBytesPerSuspension = 392,
            ExceptionThreeFramesDownBytes = 536,
        },
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
        TaskOfInt32Bytes = 72,
        AsyncLocalSetBytes = 96,
        WhenAllOfTwoCompletedTasksBytes = 72,
        YieldingValueTaskOfInt32Bytes = 104,
        MachineryOneLevelTaskBytes = 112,
        MachineryOneLevelValueTaskBytes = 120,
        MachineryTwoLevelTaskBytes = 224,
        MachineryTwoLevelValueTaskBytes = 240,
    };

    /// <summary>
    /// Measured on .NET 11.0.0, Linux x64: every test passes with .NET 10's figures, except that the shapes compiled as
    /// runtime async (which .NET 10 runs only with its experimental DOTNET_RuntimeAsync=1, .NET 11 with no setting)
    /// allocate less when they suspend.
    /// </summary>
    private static readonly RuntimeExpectations Net11 = Net10 with
    {
        RuntimeAsyncShapes = Net10.RuntimeAsyncShapes with
        {
            ValueTaskSourceBytes = new(184, 240, 576),
            PendingTaskBytes = new(256, 312, 648),
            PooledBuilderBytesPerSuspension = 184,
        },
    };

    /// <summary>Caching rules and byte counts as .NET 10; every test passes on .NET 9.0.20, Linux x64 (docs/runtimes.md).</summary>
    private static readonly RuntimeExpectations Net9 = Net10;

    /// <summary>
    /// Caching rules and byte counts as .NET 10 but one, measured on .NET 8.0.31, Linux x64 (docs/runtimes.md):
    /// <c>Task.WhenAll</c> over completed tasks allocates more there.
    /// </summary>
    private static readonly RuntimeExpectations Net8 = Net10 with { WhenAllOfTwoCompletedTasksBytes = 80 };

    /// <summary>
    /// Measured on Mono 6.8.0.105 (Debian 12, x64), running the .NET Framework 4.8 build: its builder caches
    /// one completed task of its own, <c>Task.FromResult</c> always allocates, and only the pre-.NET 8 list of
    /// default values is cached (without <c>decimal</c>). Its <c>Task&lt;decimal&gt;</c> is 88 bytes and its
    /// <c>Task&lt;int&gt;</c> 80; setting an AsyncLocal (the .NET Framework's copy-on-write context) and a WhenAll over
    /// completed tasks allocate more than on .NET. The StockPrices library is not built for .NET Framework, so its
    /// byte counts are not measured here, except for <c>PassThrough</c>, whose file StockPrices.RuntimeAnswers compiles,
    /// and the IValueTaskSource path, which the .NET Framework 4.8 API does not have.
    /// </summary>
    private static readonly RuntimeExpectations Mono = new()
    {
        AsyncTaskReturnsTaskCompletedTask = false,
        TaskFromResultUsesTheCache = false,
        CachesAllZeroBitsDefaults = false,
        TaskOfDecimalBytes = 88,
        TaskOfInt32Bytes = 80,
        AsyncLocalSetBytes = 256,
        WhenAllOfTwoCompletedTasksBytes = 144,
    };
}
