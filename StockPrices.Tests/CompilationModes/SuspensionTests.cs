using StockPrices.CompiledAs;
using StockPrices.Runtimes;
using StockPrices.Suspension;
using StockPrices.Tests.RuntimeBehavior;
using RuntimeAsyncShapes = StockPrices.CompiledAs.RuntimeAsync;
using StateMachineShapes = StockPrices.CompiledAs.StateMachine;

namespace StockPrices.Tests.CompilationModes;

/// <summary>
/// A chain of async frames whose innermost frame suspends once, compiled as a state machine and as runtime async, side
/// by side: bytes per call at depths 1, 2 and 8. A state machine boxes each suspended frame; runtime async builds its
/// continuations when it suspends. Each chain resumes on the caller's thread and is counted on that thread, exactly. A
/// chain on Task.Yield is not: under runtime async its bytes depend on whether a pool worker resumes it before its
/// caller has its task (a two-frame chain read 240 B in most runs of the suite and 384 B in one of fifteen).
/// Each test runs off NUnit's test thread, whose SynchronizationContext would change where continuations run.
/// </summary>
[TestFixture(TypeArgs = [typeof(StateMachineShapes.SuspendingChain)], TestName = "SuspensionTests(StateMachine)")]
[TestFixture(TypeArgs = [typeof(RuntimeAsyncShapes.SuspendingChain)], TestName = "SuspensionTests(RuntimeAsync)")]
public class SuspensionTests<TShapes>
    where TShapes : ISuspendingChain
{
    private readonly SameThreadResumeSource _source = new();

    private static CompilationModeExpectations Expected => CompiledMode.Expected(typeof(TShapes));

    private static IEnumerable<int> Depths => BytesByDepth.Depths;

    [TestCaseSource(nameof(Depths))]
    public void ReusableValueTaskSource_BytesPerCall(int depth) =>
        OffTheTestThread(() => AllocationMeter.BytesPerSynchronousCall(() => Resumed(TShapes.AwaitSourceAsync(depth, _source))))
            .Should().Be(Expected.ValueTaskSourceBytes.At(depth));

    [TestCaseSource(nameof(Depths))]
    public void PendingTaskCompletionSource_BytesPerCall(int depth) =>
        OffTheTestThread(() => AllocationMeter.BytesPerSynchronousCall(() =>
        {
            var completion = new TaskCompletionSource<int>();
            var pending = TShapes.AwaitTaskAsync(depth, completion.Task);
            SuspendedOrThrow(pending.IsCompleted);
            completion.SetResult(1);
            return pending.GetAwaiter().GetResult();
        })).Should().Be(Expected.PendingTaskBytes.At(depth));

    [Test]
    public void PooledBuilder_BytesPerSuspensionAfterWarmUp() =>
        OffTheTestThread(() => AllocationMeter.BytesPerSynchronousCall(() => Resumed(TShapes.PooledAwaitSourceAsync(_source))))
            .Should().Be(Expected.PooledBuilderBytesPerSuspension);

    [TestCaseSource(nameof(Depths))]
    public void EveryChain_ReturnsItsDepth(int depth) =>
        OffTheTestThread(() => (TShapes.YieldAsync(depth).GetAwaiter().GetResult(), Resumed(TShapes.AwaitSourceAsync(depth, _source))))
            .Should().Be((depth, (decimal)depth));

    private static T OffTheTestThread<T>(Func<T> measure) => Task.Run(measure).GetAwaiter().GetResult();

    private static void SuspendedOrThrow(bool completed)
    {
        if (completed)
        {
            throw new InvalidOperationException("The call completed before it was resumed: it did not suspend.");
        }
    }

    private decimal Resumed(Task<int> pending) => Resumed(new ValueTask<int>(pending));

    private decimal Resumed(ValueTask<int> pending)
    {
        SuspendedOrThrow(pending.IsCompleted);
        _source.Resume(1);
        return pending.GetAwaiter().GetResult();
    }
}
