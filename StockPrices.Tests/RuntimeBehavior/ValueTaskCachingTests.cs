using static StockPrices.Tests.RuntimeBehavior.SynchronousAsyncMethods;

namespace StockPrices.Tests.RuntimeBehavior;

/// <summary>
/// A <see cref="ValueTask{TResult}"/> that completes synchronously holds its result, not a task; turning it into
/// a task goes through the same cache (dotnet/coreclr#13907, .NET Core 2.1).
/// </summary>
public class ValueTaskCachingTests
{
    [Test]
    public void AsyncValueTaskOfInt_CompletingSynchronously_AsTaskReturnsTheCachedTask()
    {
        // The builder stored the result, not a task: AsTask looks it up in the cache.
        var valueTask = ReturnValueTaskAsync(5);

        valueTask.AsTask().Should().BeSameAs(ReturnAsync(5));
    }

    [Test]
    public void ValueTaskAsTask_ResultBackedMinusOneToEight_ReturnsCachedTasks([Range(-1, 8)] int value)
    {
        var first = new ValueTask<int>(value).AsTask();

        var second = new ValueTask<int>(value).AsTask();

        second.Should().BeSameAs(first);
    }

    [Test]
    public void ValueTaskAsTask_ResultBackedNine_ReturnsNewTasks()
    {
        var first = new ValueTask<int>(9).AsTask();

        var second = new ValueTask<int>(9).AsTask();

        second.Should().NotBeSameAs(first);
    }

    [Test]
    public void ValueTaskAsTask_ResultBackedCachedInt_IsTheTaskAnAsyncMethodReturns()
    {
        var fromValueTask = new ValueTask<int>(3).AsTask();

        ReturnAsync(3).Should().BeSameAs(fromValueTask);
    }
}
