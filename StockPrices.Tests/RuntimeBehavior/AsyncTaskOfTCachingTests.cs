using static StockPrices.Tests.RuntimeBehavior.SynchronousAsyncMethods;

namespace StockPrices.Tests.RuntimeBehavior;

/// <summary>
/// The caches every runtime has had for <c>async Task&lt;T&gt;</c>: <c>int</c> -1 to 8, both <c>bool</c> values,
/// <c>null</c> (runtime-facts.md §2; the article's AsyncTaskBuilderCachesResultingTask).
/// </summary>
public class AsyncTaskOfTCachingTests
{
    [Test]
    public void AsyncTaskOfInt_MinusOneToEight_ReturnCachedTasks([Range(-1, 8)] int value)
    {
        var first = ReturnAsync(value);

        var second = ReturnAsync(value);

        second.Should().BeSameAs(first);
    }

    [Test]
    public void AsyncTaskOfInt_CachedTask_HoldsItsValue([Range(-1, 8)] int value)
    {
        var task = ReturnAsync(value);

        task.Result.Should().Be(value);
    }

    [Test]
    public void AsyncTaskOfInt_OutsideMinusOneToEight_ReturnNewTasks([Values(-2, 9, int.MaxValue, int.MinValue)] int value)
    {
        var first = ReturnAsync(value);

        var second = ReturnAsync(value);

        second.Should().NotBeSameAs(first);
    }

    [Test]
    public void AsyncTaskOfBool_TrueAndFalse_ReturnCachedTasks([Values] bool value)
    {
        var first = ReturnAsync(value);

        var second = ReturnAsync(value);

        second.Should().BeSameAs(first);
    }

    [Test]
    public void AsyncTaskOfReferenceType_Null_ReturnsCachedTask()
    {
        var first = ReturnAsync<string?>(null);

        var second = ReturnAsync<string?>(null);

        second.Should().BeSameAs(first);
    }

    [Test]
    public void AsyncTaskOfReferenceType_NonNull_ReturnsNewTasks()
    {
        var first = ReturnAsync("MSFT");

        var second = ReturnAsync("MSFT");

        second.Should().NotBeSameAs(first);
    }

    [Test]
    public void AsyncTaskOfNullableInt_Null_ReturnsCachedTask()
    {
        var first = ReturnAsync<int?>(null);

        var second = ReturnAsync<int?>(null);

        second.Should().BeSameAs(first);
    }

    [Test]
    public void AsyncTaskOfNullableInt_Zero_ReturnsNewTasks()
    {
        // HasValue is true, so the bits are not all zero and the value is not null.
        var first = ReturnAsync<int?>(0);

        var second = ReturnAsync<int?>(0);

        second.Should().NotBeSameAs(first);
    }

    [Test]
    public void AsyncTaskOfLong_Zero_ReturnsCachedTask()
    {
        var first = ReturnAsync(0L);

        var second = ReturnAsync(0L);

        second.Should().BeSameAs(first);
    }

    [Test]
    public void AsyncTaskOfDecimal_FortyTwo_ReturnsNewTasks()
    {
        // The article's price: every synchronously completing GetStockPriceForAsync allocates its task.
        var first = ReturnAsync(42m);

        var second = ReturnAsync(42m);

        second.Should().NotBeSameAs(first);
    }
}
