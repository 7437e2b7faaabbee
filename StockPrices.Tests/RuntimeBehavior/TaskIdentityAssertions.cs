namespace StockPrices.Tests.RuntimeBehavior;

/// <summary>Asserts a cache hit or a miss, as the runtime expectations say.</summary>
internal static class TaskIdentityAssertions
{
    /// <summary>Two calls that returned the same value: the same task if the value is cached, two tasks otherwise.</summary>
    public static void ShouldBeSameTaskIf(this Task second, Task first, bool cached)
    {
        if (cached)
        {
            second.Should().BeSameAs(first, "the runtime caches completed tasks for this value");
        }
        else
        {
            second.Should().NotBeSameAs(first, "the runtime allocates a task for this value");
        }
    }
}
