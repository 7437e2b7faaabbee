using StockPrices.Runtimes;
using StockPrices.Suspension;

namespace StockPrices.Tests.RuntimeBehavior;

/// <summary>
/// What a suspension allocates when nothing but its machinery runs: each call suspends on a
/// <see cref="SameThreadResumeSource"/> and is resumed on the same thread, so the calling thread's own counter sees
/// every byte, exactly. A suspended Task or ValueTask method allocates its state-machine box, one per level that
/// suspends; the pooling builder rents a box it returned on the previous call, so after warm-up it allocates nothing.
/// Each test runs on a pool thread: NUnit's test thread has a SynchronizationContext, under which a completed task
/// does not run its awaiters inline, so the second level would resume on another thread.
/// </summary>
public class MachineryAllocationTests
{
    private readonly SameThreadResumeSource _source = new();

    [Test]
    public void OneLevelTask_AllocatesOneStateMachineBox() =>
        OffTheTestThread(() => AllocationMeter.BytesPerSynchronousCall(() => Resumed(MachinerySuspension.OneLevelTaskAsync(_source))))
            .Should().Be(RuntimeExpectations.Current.MachineryOneLevelTaskBytes);

    [Test]
    public void OneLevelValueTask_AllocatesOneStateMachineBox() =>
        OffTheTestThread(() => AllocationMeter.BytesPerSynchronousCall(() => Resumed(MachinerySuspension.OneLevelValueTaskAsync(_source))))
            .Should().Be(RuntimeExpectations.Current.MachineryOneLevelValueTaskBytes);

    [Test]
    public void TwoLevelTask_AllocatesABoxPerLevel() =>
        OffTheTestThread(() => AllocationMeter.BytesPerSynchronousCall(() => Resumed(MachinerySuspension.TwoLevelTaskAsync(_source))))
            .Should().Be(RuntimeExpectations.Current.MachineryTwoLevelTaskBytes);

    [Test]
    public void TwoLevelValueTask_AllocatesABoxPerLevel() =>
        OffTheTestThread(() => AllocationMeter.BytesPerSynchronousCall(() => Resumed(MachinerySuspension.TwoLevelValueTaskAsync(_source))))
            .Should().Be(RuntimeExpectations.Current.MachineryTwoLevelValueTaskBytes);

    [Test]
    public void OneLevelPooledValueTask_AllocatesNothingAfterWarmUp() =>
        OffTheTestThread(() => AllocationMeter.BytesPerSynchronousCall(() => Resumed(MachinerySuspension.OneLevelPooledValueTaskAsync(_source)))).Should().Be(0);

    [Test]
    public void TwoLevelPooledValueTask_AllocatesNothingAfterWarmUp() =>
        OffTheTestThread(() => AllocationMeter.BytesPerSynchronousCall(() => Resumed(MachinerySuspension.TwoLevelPooledValueTaskAsync(_source)))).Should().Be(0);

    [Test]
    public void ResumeEach_RunsTheAwaitingLoopToItsEndOnTheCallingThread()
    {
        var (suspendedBeforeResuming, sum) = OffTheTestThread(() =>
        {
            var loop = SuspendingCallers.AwaitEachAsync(3, () => MachinerySuspension.TwoLevelTaskAsync(_source));
            return (!loop.IsCompleted, SuspendingCallers.ResumeEach(_source, 3, loop));
        });

        (suspendedBeforeResuming, sum).Should().Be((true, 6));
    }

    private static T OffTheTestThread<T>(Func<T> measure) => Task.Run(measure).GetAwaiter().GetResult();

    private decimal Resumed(Task<int> pending) => Resumed(new ValueTask<int>(pending));

    private decimal Resumed(ValueTask<int> pending)
    {
        if (pending.IsCompleted)
        {
            throw new InvalidOperationException("The call completed before it was resumed: it did not suspend.");
        }

        _source.Resume(1);
        return pending.GetAwaiter().GetResult();
    }
}
