using StockPrices.Runtimes;
using static StockPrices.Tests.RuntimeBehavior.SynchronousAsyncMethods;

namespace StockPrices.Tests.RuntimeBehavior;

/// <summary>
/// Since .NET 6, <see cref="Task.FromResult{TResult}"/> holds the caching rules and the async builder calls it
/// (dotnet/runtime#43894; documented as the breaking change "Task.FromResult may return singleton").
/// </summary>
public class TaskFromResultCachingTests
{
    private static bool UsesTheCache => RuntimeExpectations.Current.TaskFromResultUsesTheCache;

    [Test]
    public void TaskFromResult_MinusOneToEight_ReturnsCachedTasks([Range(-1, 8)] int value)
    {
        var first = Task.FromResult(value);

        Task.FromResult(value).ShouldBeSameTaskIf(first, UsesTheCache);
    }

    [Test]
    public void TaskFromResult_Nine_ReturnsNewTasks()
    {
        var first = Task.FromResult(9);

        var second = Task.FromResult(9);

        second.Should().NotBeSameAs(first);
    }

    [Test]
    public void TaskFromResult_CachedInt_IsTheTaskAnAsyncMethodReturns()
    {
        var fromResult = Task.FromResult(5);

        ReturnAsync(5).ShouldBeSameTaskIf(fromResult, UsesTheCache);
    }

    [Test]
    public void TaskFromResult_Null_IsTheTaskAnAsyncMethodReturns()
    {
        var fromResult = Task.FromResult<string?>(null);

        ReturnAsync<string?>(null).ShouldBeSameTaskIf(fromResult, UsesTheCache);
    }

    [Test]
    public void TaskFromResult_DecimalZero_IsCachedOnNet8AndLater()
    {
        var first = Task.FromResult(0m);

        Task.FromResult(0m).ShouldBeSameTaskIf(first, UsesTheCache && RuntimeExpectations.Current.CachesAllZeroBitsDefaults);
    }

    [Test]
    public void TaskFromResult_DecimalZeroWithScaleOne_ReturnsNewTasks()
    {
        var first = Task.FromResult(0.0m);

        var second = Task.FromResult(0.0m);

        second.Should().NotBeSameAs(first);
    }
}
