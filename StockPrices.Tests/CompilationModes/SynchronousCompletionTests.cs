using StockPrices.CompiledAs;
using StockPrices.Runtimes;
using StockPrices.Tests.RuntimeBehavior;
using RuntimeAsyncShapes = StockPrices.CompiledAs.RuntimeAsync;
using StateMachineShapes = StockPrices.CompiledAs.StateMachine;

namespace StockPrices.Tests.CompilationModes;

/// <summary>
/// An async method that completes synchronously, compiled as a state machine and as runtime async, side by side: what
/// an async caller that awaits it directly pays per await, what a synchronous caller pays per call, and which cached
/// tasks a synchronous caller gets.
/// </summary>
[TestFixture(TypeArgs = [typeof(StateMachineShapes.SynchronousCompletion)], TestName = "SynchronousCompletionTests(StateMachine)")]
[TestFixture(TypeArgs = [typeof(RuntimeAsyncShapes.SynchronousCompletion)], TestName = "SynchronousCompletionTests(RuntimeAsync)")]
public class SynchronousCompletionTests<TShapes>
    where TShapes : ISynchronousCompletion
{
    /// <summary>Outside every task cache, so that a state machine's builder allocates a task for it.</summary>
    private const int UncachedValue = 1_000;

    private static CompilationModeExpectations Expected => CompiledMode.Expected(typeof(TShapes));

    [Test]
    public void AsyncCaller_AwaitingTaskOfInt32_BytesPerAwait() =>
        BytesPerAwait(calls => TShapes.AwaitReturnAsync(calls, UncachedValue).Result).Should().Be(Expected.AsyncCallerBytesPerTaskOfInt32);

    [Test]
    public void AsyncCaller_AwaitingTaskOfInt32NotInlined_BytesPerAwaitAsWhenInlinable() =>
        BytesPerAwait(calls => TShapes.AwaitReturnNotInlinedAsync(calls, UncachedValue).Result).Should().Be(Expected.AsyncCallerBytesPerTaskOfInt32);

    [Test]
    public void AsyncCaller_AwaitingValueTaskOfInt32_BytesPerAwait() =>
        BytesPerAwait(calls => TShapes.AwaitReturnValueTaskAsync(calls, UncachedValue).Result).Should().Be(Expected.AsyncCallerBytesPerValueTaskOfInt32);

    [Test]
    public void AsyncCaller_AwaitingTask_BytesPerAwait() =>
        BytesPerAwait(calls =>
        {
            TShapes.AwaitCompleteAsync(calls).GetAwaiter().GetResult();
            return 0;
        }).Should().Be(Expected.AsyncCallerBytesPerTask);

    [Test]
    public void SynchronousCaller_TaskOfInt32_BytesPerCall() =>
        AllocationMeter.BytesPerSynchronousCall(() => TShapes.ReturnAsync(UncachedValue).Result).Should().Be(Expected.SynchronousCallerBytesPerTaskOfInt32);

    [Test]
    public void SynchronousCaller_ValueTaskOfInt32_BytesPerCall() =>
        AllocationMeter.BytesPerSynchronousCall(() => TShapes.ReturnValueTaskAsync(UncachedValue).Result).Should().Be(Expected.SynchronousCallerBytesPerValueTaskOfInt32);

    [Test]
    public void SynchronousCaller_Task_BytesPerCall() =>
        AllocationMeter.BytesPerSynchronousCall(() =>
        {
            TShapes.CompleteAsync().GetAwaiter().GetResult();
            return 0m;
        }).Should().Be(Expected.SynchronousCallerBytesPerTask);

    [Test]
    public void SynchronousCaller_Task_GetsTaskCompletedTaskIfCached() =>
        TShapes.CompleteAsync().ShouldBeSameTaskIf(Task.CompletedTask, Expected.SynchronousCallerGetsCachedTasks);

    [Test]
    public void SynchronousCaller_Int32MinusOneToEight_GetsCachedTasksIfCached([Range(-1, 8)] int value) =>
        TShapes.ReturnAsync(value).ShouldBeSameTaskIf(TShapes.ReturnAsync(value), Expected.SynchronousCallerGetsCachedTasks);

    [Test]
    public void SynchronousCaller_Bool_GetsCachedTasksIfCached([Values] bool value) =>
        TShapes.ReturnAsync(value).ShouldBeSameTaskIf(TShapes.ReturnAsync(value), Expected.SynchronousCallerGetsCachedTasks);

    [Test]
    public void SynchronousCaller_Null_GetsACachedTaskIfCached() =>
        TShapes.ReturnAsync<string?>(null).ShouldBeSameTaskIf(TShapes.ReturnAsync<string?>(null), Expected.SynchronousCallerGetsCachedTasks);

    [Test]
    public void SynchronousCaller_AllZeroBitsDefaults_GetCachedTasksIfCached()
    {
        TShapes.ReturnAsync(0m).ShouldBeSameTaskIf(TShapes.ReturnAsync(0m), Expected.SynchronousCallerGetsCachedTasks);
        TShapes.ReturnAsync(Guid.Empty).ShouldBeSameTaskIf(TShapes.ReturnAsync(Guid.Empty), Expected.SynchronousCallerGetsCachedTasks);
        TShapes.ReturnAsync(0L).ShouldBeSameTaskIf(TShapes.ReturnAsync(0L), Expected.SynchronousCallerGetsCachedTasks);
    }

    [Test]
    public void SynchronousCaller_Int32OutsideTheCache_GetsNewTasks([Values(-2, 9, UncachedValue)] int value) =>
        TShapes.ReturnAsync(value).Should().NotBeSameAs(TShapes.ReturnAsync(value));

    [Test]
    public void EveryCaller_GetsTheResult() =>
        (TShapes.ReturnAsync(UncachedValue).Result, TShapes.AwaitReturnAsync(3, UncachedValue).Result, TShapes.AwaitReturnValueTaskAsync(3, UncachedValue).Result)
            .Should().Be((UncachedValue, UncachedValue, UncachedValue));

    /// <summary>
    /// Bytes per await of the async caller's loop: a loop of two awaits less a loop of one, so that what calling the
    /// loop itself costs (its own task, from this synchronous test) cancels out.
    /// </summary>
    private static double BytesPerAwait(Func<int, int> awaitInALoop) =>
        AllocationMeter.BytesPerSynchronousCall(() => awaitInALoop(2)) - AllocationMeter.BytesPerSynchronousCall(() => awaitInALoop(1));
}
