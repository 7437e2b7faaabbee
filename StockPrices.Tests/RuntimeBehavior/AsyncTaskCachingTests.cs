using StockPrices.Runtimes;
using static StockPrices.Tests.RuntimeBehavior.SynchronousAsyncMethods;

namespace StockPrices.Tests.RuntimeBehavior;

/// <summary>The non-generic builder's completed task (dotnet/coreclr#27437; the article's AsyncVoidBuilderCachesResultingTask).</summary>
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

        task.Status.Should().Be(TaskStatus.RanToCompletion);
    }
}
