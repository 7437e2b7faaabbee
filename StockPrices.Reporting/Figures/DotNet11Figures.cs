using System.Globalization;
using StockPrices.Reporting.Article;
using StockPrices.Results.Paired;
using StockPrices.Reporting.Runtimes;
using StockPrices.Runtimes;

namespace StockPrices.Reporting.Figures;

/// <summary>
/// The figures the docs quote for .NET 11: <c>quick</c>'s comparisons on .NET 11 with the app compiled as state machines
/// (<c>net11.0</c>) and as runtime async (<c>net11.0-runtime-async</c>), and the byte counts the tests assert on .NET 11
/// for the same source compiled both ways.
/// </summary>
internal static class DotNet11Figures
{
    private static readonly PairedComparisonId[] Headline =
    [
        PairedComparisonId.TaskVsSync,
        PairedComparisonId.ValueTaskVsTask,
        PairedComparisonId.PooledVsUnpooled,
        PairedComparisonId.BlockingCallerVsAsyncAllTheWay,
        PairedComparisonId.TaskYieldHopVsMachinery,
    ];

    public static IReadOnlyList<(string Runtime, IReadOnlyList<PairedComparisonId> Comparisons)> PairedFigures { get; } =
    [
        ("net11.0",
        [
            .. Headline,
            .. RuntimeAsyncComparisons.All.Order(),
        ]),
        ("net11.0-runtime-async", Headline),
    ];

    /// <summary>The article's <c>Task</c> lookup suspending at <c>Task.Yield</c>, awaited async all the way.</summary>
    private static readonly (string Class, string Method) YieldingLookup = ("PooledBuilderOnYieldPath", "GetStockPriceForAsync_AsyncAllTheWay");

    private static readonly RuntimeExpectations Net11 = RuntimeExpectations.For(new Version(11, 0), is64BitProcess: true);

    public static IEnumerable<DocsFigure> AssertedBytes { get; } =
    [
        .. Bytes("async-caller-bytes-per-task-of-int32", e => e.AsyncCallerBytesPerTaskOfInt32),
        .. Bytes("synchronous-caller-bytes-per-task-of-int32", e => e.SynchronousCallerBytesPerTaskOfInt32),
        .. Bytes("value-task-source-bytes-depth-1", e => e.ValueTaskSourceBytes.At(1)),
        .. Bytes("value-task-source-bytes-depth-2", e => e.ValueTaskSourceBytes.At(2)),
        .. Bytes("value-task-source-bytes-depth-8", e => e.ValueTaskSourceBytes.At(8)),
        .. Bytes("pooled-builder-bytes-per-suspension", e => e.PooledBuilderBytesPerSuspension),
        .. Bytes("exception-three-frames-down-bytes", e => e.ExceptionThreeFramesDownBytes),
    ];

    /// <summary>
    /// Runtime async's time over the state machines' for the chains the docs quote, from the <c>runtimes</c> runs on
    /// .NET 11: <c>runtimes.net11.yield-async-caller-frames-1</c>.
    /// </summary>
    public static IEnumerable<DocsFigure> WinsAndLoses { get; } =
        from chain in new[]
        {
            ("completes-synchronously-async-caller-frames-32", RuntimesDocs.WinsAndLosesClass, "CompletesSynchronously_AsyncCaller(Frames=32)"),
            ("completes-synchronously-sync-caller-frames-1", RuntimesDocs.WinsAndLosesClass, "CompletesSynchronously_SyncCaller(Frames=1)"),
            ("yield-async-caller-frames-1", RuntimesDocs.WinsAndLosesClass, "Yield_AsyncCaller(Frames=1)"),
            ("throws-async-caller-frames-1", RuntimesDocs.WinsAndLosesClass, "Throws_AsyncCaller(Frames=1)"),
            ("machinery-one-level", RuntimesDocs.MachineryClass, "Task_OneLevel"),
        }
        select RuntimeRatio($"runtimes.net11.{chain.Item1}", chain.Item2, chain.Item3, RuntimesDocs.RuntimeAsync, RuntimesDocs.StateMachines);

    /// <summary>
    /// A benchmark's time on .NET 11 in each compilation mode over its time on .NET 10, from the <c>runtimes</c> runs, for
    /// the rows whose framework code changed the most: <c>runtimes.net11.runtime-async.channel-single-reader-writer-over-net10</c>.
    /// </summary>
    public static IEnumerable<DocsFigure> OverDotNet10 { get; } =
        from row in new[] { ("channel-single-reader-writer", "ChannelsPerItem", "Unbounded_SingleReaderWriter"), ("wait-async-uncontended", "SemaphoreSlimVsLock", "WaitAsync_Uncontended"), ("task-lookup-yielding", YieldingLookup.Class, YieldingLookup.Method) }
        from mode in new[] { ("state-machine", RuntimesDocs.StateMachines), ("runtime-async", RuntimesDocs.RuntimeAsync) }
        select RuntimeRatio($"runtimes.net11.{mode.Item1}.{row.Item1}-over-net10", row.Item2, row.Item3, mode.Item2, RuntimeTable.DotNet10);

    /// <summary>
    /// NativeAOT 11.0's time over NativeAOT 10.0's within each <c>runtimes</c> run: the article's <c>ValueTask</c> lookup as
    /// two classes measure it, its <c>Task</c> lookup suspending at <c>Task.Yield</c>, and a channel item:
    /// <c>runtimes.nativeaot11.optimized-fast-path.value-task-lookup-over-nativeaot10</c>.
    /// </summary>
    public static IEnumerable<DocsFigure> NativeAot11OverNativeAot10 { get; } =
        from row in new[]
        {
            ("sync-vs-task-vs-value-task.value-task-lookup", "SyncVsTaskVsValueTask", "GetStockPriceWithValueTaskAsync"),
            ("optimized-fast-path.value-task-lookup", "OptimizedFastPath", "GetStockPriceWithValueTaskAsync"),
            ("runtime-async-suspension.task-lookup-yielding", "RuntimeAsyncSuspension", "GetStockPriceForAsync_ThatYields"),
            ("channel-single-reader-writer", "ChannelsPerItem", "Unbounded_SingleReaderWriter"),
        }
        select RuntimeRatio($"runtimes.nativeaot11.{row.Item1}-over-nativeaot10", row.Item2, row.Item3, RuntimesDocs.NativeAot11, RuntimesDocs.NativeAot10);

    /// <summary>
    /// How far the iterations of the article's <c>Task</c> lookup suspending at <c>Task.Yield</c> spread within a run, as a
    /// share of their mean, on .NET 10 and on .NET 11 compiled as state machines: <c>runtimes.net11.state-machine.task-lookup-yielding-iteration-spread</c>.
    /// </summary>
    public static IEnumerable<DocsFigure> IterationSpread { get; } =
        from runtime in new[] { ("net10", RuntimeTable.DotNet10), ("net11.state-machine", RuntimesDocs.StateMachines) }
        select new DocsFigure(
            $"runtimes.{runtime.Item1}.task-lookup-yielding-iteration-spread",
            FigureStatistic.MedianAndSpreadOverRuns,
            FigureUnit.Ratio,
            context => RuntimeComparisonResults.Load(context).Find(YieldingLookup.Class, YieldingLookup.Method, runtime.Item2) is { } measured
                ? FigureRange.Of(measured.RunIterationSpread.Select(share => 100 * share), percent => percent.ToString("0", CultureInfo.InvariantCulture), "%")
                : FigureCatalogue.NotMeasured);

    /// <summary>A benchmark's time on <paramref name="runtime"/> over its time on <paramref name="baseline"/> within each <c>runtimes</c> run.</summary>
    private static DocsFigure RuntimeRatio(string id, string benchmarkClass, string method, string runtime, string baseline) =>
        new(id, FigureStatistic.MedianAndSpreadOverRuns, FigureUnit.Ratio,
            context => RuntimeComparisonResults.Load(context).Ratio(benchmarkClass, method, runtime, baseline) ?? FigureCatalogue.NotMeasured);

    /// <summary>One byte count in both modes: <c>net11.shapes.state-machine.&lt;id&gt;</c> and <c>net11.shapes.runtime-async.&lt;id&gt;</c>.</summary>
    private static IEnumerable<DocsFigure> Bytes(string id, Func<CompilationModeExpectations, int> bytes) =>
        new[] { (Mode: "state-machine", Expectations: Net11.StateMachineShapes), (Mode: "runtime-async", Expectations: Net11.RuntimeAsyncShapes) }
            .Select(mode => new DocsFigure(
                $"net11.shapes.{mode.Mode}.{id}",
                FigureStatistic.AssertedByTests,
                FigureUnit.Bytes,
                _ => bytes(mode.Expectations).ToString(CultureInfo.InvariantCulture) + " B"));
}
