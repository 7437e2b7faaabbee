using static StockPrices.Tests.RuntimeBehavior.SynchronousAsyncMethods;

namespace StockPrices.Tests.RuntimeBehavior;

/// <summary>The non-generic builder's completed task (runtime-facts.md §1; the article's AsyncVoidBuilderCachesResultingTask).</summary>
public class AsyncTaskCachingTests
{
    [Test]
    public void AsyncTask_CompletingSynchronously_ReturnsTheSameInstanceEveryCall()
    {
        var first = CompleteAsync();

        var second = CompleteAsync();

        second.Should().BeSameAs(first);
    }

    [Test]
    public void AsyncTask_CompletingSynchronously_ReturnsTaskCompletedTaskOnNet5AndLater()
    {
        var task = CompleteAsync();

        task.ShouldBeSameTaskIf(Task.CompletedTask, RuntimeExpectations.Current.AsyncTaskReturnsTaskCompletedTask);
    }

    [Test]
    public void AsyncTask_CompletingSynchronously_ReturnsASuccessfullyCompletedTask()
    {
        var task = CompleteAsync();

        task.IsCompletedSuccessfully.Should().BeTrue();
    }
}
