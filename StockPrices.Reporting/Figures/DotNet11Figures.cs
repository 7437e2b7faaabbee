using System.Globalization;
using StockPrices.Reporting.Article;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Paired;
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
            PairedComparisonId.RuntimeAsyncVsStateMachineCompletingSynchronously,
            PairedComparisonId.RuntimeAsyncVsStateMachineCompletingSynchronouslyInlinable,
            PairedComparisonId.RuntimeAsyncVsStateMachineSuspendingOneFrame,
            PairedComparisonId.RuntimeAsyncVsStateMachineSuspendingEightFrames,
        ]),
        ("net11.0-runtime-async", Headline),
    ];

    private static readonly RuntimeExpectations Net11 = RuntimeExpectations.For(new Version(11, 0), is64BitProcess: true);

    public static IEnumerable<DocsFigure> AssertedBytes { get; } =
    [
        .. Bytes("async-caller-bytes-per-task-of-int32", "an await of an async Task<int> completing synchronously, by an async caller", e => e.AsyncCallerBytesPerTaskOfInt32),
        .. Bytes("synchronous-caller-bytes-per-task-of-int32", "a call of an async Task<int> completing synchronously, by a synchronous caller", e => e.SynchronousCallerBytesPerTaskOfInt32),
        .. Bytes("value-task-source-bytes-depth-1", "a one-frame chain suspending on a reusable IValueTaskSource resumed on the calling thread, per call", e => e.ValueTaskSourceBytes.At(1)),
        .. Bytes("value-task-source-bytes-depth-2", "a two-frame chain suspending on a reusable IValueTaskSource resumed on the calling thread, per call", e => e.ValueTaskSourceBytes.At(2)),
        .. Bytes("value-task-source-bytes-depth-8", "an eight-frame chain suspending on a reusable IValueTaskSource resumed on the calling thread, per call", e => e.ValueTaskSourceBytes.At(8)),
        .. Bytes("pooled-builder-bytes-per-suspension", "a method on the pooling builder that suspends, per call after warm-up", e => e.PooledBuilderBytesPerSuspension),
        .. Bytes("exception-three-frames-down-bytes", "an exception thrown three frames down and caught by the awaiting caller", e => e.ExceptionThreeFramesDownBytes),
    ];

    /// <summary>One byte count in both modes: <c>net11.shapes.state-machine.&lt;what&gt;</c> and <c>net11.shapes.runtime-async.&lt;what&gt;</c>.</summary>
    private static IEnumerable<DocsFigure> Bytes(string id, string what, Func<CompilationModeExpectations, int> bytes) =>
        new[] { (Mode: "state-machine", Expectations: Net11.StateMachineShapes), (Mode: "runtime-async", Expectations: Net11.RuntimeAsyncShapes) }
            .Select(mode => new DocsFigure(
                $"net11.shapes.{mode.Mode}.{id}",
                Prose.Of("figures").Fill("source.asserted-bytes", new { version = "11", shapes = "StockPrices/CompiledAs/Shapes", mode = mode.Mode, what }),
                FigureStatistic.AssertedByTests,
                FigureUnit.Bytes,
                _ => bytes(mode.Expectations).ToString(CultureInfo.InvariantCulture) + " B"));
}
