using StockPrices.Beyond;
using StockPrices.Runtimes;

namespace StockPrices.Tests.RuntimeBehavior;

/// <summary>
/// Question 1 beyond the article (docs/beyond-the-article.md): a ValueTask backed by one reusable
/// <see cref="System.Threading.Tasks.Sources.IValueTaskSource{TResult}"/> suspends and resumes on the thread pool
/// without allocating, where an <c>async ValueTask</c> awaiting <see cref="Task.Yield"/> allocates its box.
/// </summary>
public class ReusableValueTaskSourceTests
{
    private readonly YieldingValueTaskSource _source = new();

    [Test]
    public async Task YieldAsync_Suspending_AllocatesNothing()
    {
        var bytes = await AllocationMeter.BytesPerSuspendingCallAsync(() => _source.YieldAsync(1_000));

        bytes.Should().Be(0);
    }

    [Test]
    public async Task YieldAsync_AwaitedInALoop_AllocatesZeroWholeBytesPerAwaitAmortised()
    {
        var trials = await AllocationMeter.AmortisedBytesPerCallAsync(() => _source.YieldAsync(1_000));

        await TestContext.Out.WriteLineAsync($"B per await, each trial of 10,000 awaits: {string.Join(", ", trials)}");
        // The fewest of the trials, as for the pooled builder: the process-wide counter also sees the test runner's other threads.
        Math.Round(AllocationMeter.Fewest(trials)).Should().Be(0);
    }

    [Test]
    public async Task AsyncValueTask_AwaitingTaskYield_AllocatesItsStateMachineBox()
    {
        var bytes = await AllocationMeter.BytesPerSuspendingCallAsync(() => YieldValueTaskAsync(1_000));

        bytes.Should().Be(RuntimeExpectations.Current.YieldingValueTaskOfInt32Bytes);
    }

    [Test]
    public async Task YieldAsync_ReturnsTheValueOnAThreadPoolThread()
    {
        var value = await Task.Run(async () =>
        {
            var result = await _source.YieldAsync(42);
            return (result, Thread.CurrentThread.IsThreadPoolThread);
        });

        value.Should().Be((42, true));
    }

    private static async ValueTask<int> YieldValueTaskAsync(int value)
    {
        await Task.Yield();
        return value;
    }
}
