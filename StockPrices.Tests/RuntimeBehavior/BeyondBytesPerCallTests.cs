using System.Threading;
using StockPrices.Beyond;
using StockPrices.Runtimes;

namespace StockPrices.Tests.RuntimeBehavior;

/// <summary>
/// The deterministic byte counts of the questions beyond the article (docs/beyond-the-article.md), on the calling
/// thread: an AsyncLocal set, an elided and an awaited pass-through that complete synchronously, a WhenAll over
/// completed tasks and an uncontended <see cref="SemaphoreSlim.WaitAsync()"/>. Runs on .NET 8, 9 and 10 and, through
/// StockPrices.RuntimeAnswers, on Mono.
/// </summary>
public class BeyondBytesPerCallTests
{
    private static readonly AsyncLocal<int> Local = new();
    private static readonly Task[] CompletedTasks = [Task.FromResult(1_000), Task.FromResult(1_001)];
    private static int s_next;

    [Test]
    public void SettingAnAsyncLocal_OnlyValueOfTheThread_AllocatesANewContext()
    {
        // On a thread of its own, started without the test runner's context (which holds AsyncLocal values of its
        // own), so that this is the context's only value and none is left on the thread the other tests run on.
        long bytes = 0;
        var thread = new Thread(() => bytes = ThreadAllocatedBytes.Of(() => Local.Value = ++s_next));
        using (ExecutionContext.SuppressFlow())
        {
            thread.Start();
        }

        thread.Join();

        bytes.Should().Be(RuntimeExpectations.Current.AsyncLocalSetBytes);
    }

    [Test]
    public void ElidedPassThrough_CompletingSynchronously_AllocatesOnlyTheInnerTask() =>
        ThreadAllocatedBytes.Of(() => _ = PassThrough.ElidedAsync(1_000)).Should().Be(RuntimeExpectations.Current.TaskOfInt32Bytes);

    [Test]
    public void AwaitedPassThrough_CompletingSynchronously_AllocatesItsOwnTaskToo() =>
        ThreadAllocatedBytes.Of(() => _ = PassThrough.AwaitedAsync(1_000)).Should().Be(2 * RuntimeExpectations.Current.TaskOfInt32Bytes);

    [Test]
    public void WhenAll_TwoCompletedTasks_Allocates() =>
        ThreadAllocatedBytes.Of(() => _ = Task.WhenAll(CompletedTasks)).Should().Be(RuntimeExpectations.Current.WhenAllOfTwoCompletedTasksBytes);

    [Test]
    public void SemaphoreSlimWaitAsync_Uncontended_AllocatesNothing()
    {
        using var semaphore = new SemaphoreSlim(1, 1);

        ThreadAllocatedBytes.Of(() =>
        {
            _ = semaphore.WaitAsync();
            semaphore.Release();
        }).Should().Be(0);
    }
}
