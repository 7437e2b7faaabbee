namespace StockPrices.Tests.RuntimeBehavior;

/// <summary>Where <see cref="Task.Yield"/> sends the rest of the method (runtime-facts.md §5, YieldAwaitable.cs).</summary>
public class TaskYieldTests
{
    [Test]
    public void TaskYield_Awaiter_IsNeverCompleted()
    {
        var awaiter = Task.Yield().GetAwaiter();

        awaiter.IsCompleted.Should().BeFalse();
    }

    [Test]
    public void TaskYield_WithoutSynchronizationContext_ContinuesOnAThreadPoolThread()
    {
        var observed = RunOnDedicatedThread(synchronizationContext: null);

        observed.CallerWasThreadPoolThread.Should().BeFalse();
        observed.ContinuedOnThreadPoolThread.Should().BeTrue();
    }

    [Test]
    public void TaskYield_WithSynchronizationContext_PostsTheContinuationToIt()
    {
        var context = new CountingSynchronizationContext();

        RunOnDedicatedThread(context);

        context.PostCount.Should().Be(1);
    }

    private static YieldObservation RunOnDedicatedThread(SynchronizationContext? synchronizationContext)
    {
        YieldObservation? observation = null;
        var thread = new Thread(() =>
        {
            SynchronizationContext.SetSynchronizationContext(synchronizationContext);
            observation = YieldAndObserveAsync().GetAwaiter().GetResult();
        });

        thread.Start();
        thread.Join();
        return observation ?? throw new InvalidOperationException("The dedicated thread did not finish its call.");
    }

    private static async Task<YieldObservation> YieldAndObserveAsync()
    {
        var callerWasThreadPoolThread = Thread.CurrentThread.IsThreadPoolThread;
        await Task.Yield();
        return new YieldObservation(callerWasThreadPoolThread, Thread.CurrentThread.IsThreadPoolThread);
    }

    private sealed record YieldObservation(bool CallerWasThreadPoolThread, bool ContinuedOnThreadPoolThread);

    /// <summary>Counts posts, then runs them as the base context does, on the thread pool.</summary>
    private sealed class CountingSynchronizationContext : SynchronizationContext
    {
        private int _postCount;

        public int PostCount => Volatile.Read(ref _postCount);

        public override void Post(SendOrPostCallback d, object? state)
        {
            Interlocked.Increment(ref _postCount);
            base.Post(d, state);
        }
    }
}
