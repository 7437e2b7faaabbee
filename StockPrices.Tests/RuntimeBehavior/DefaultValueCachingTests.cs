using StockPrices.Runtimes;
using static StockPrices.Tests.RuntimeBehavior.SynchronousAsyncMethods;

namespace StockPrices.Tests.RuntimeBehavior;

/// <summary>
/// .NET 8's rule for <c>async Task&lt;T&gt;</c>: a value is cached when <c>T</c> holds no references, is 1, 2, 4, 8
/// or 16 bytes, and the value's bits are all zero (dotnet/runtime#76349, #87541). The rule
/// compares bits, not values, so <c>0.0m</c> and <c>-0.0</c> are not cached although they equal zero.
/// </summary>
public class DefaultValueCachingTests
{
    private static bool CachesZeroBits => RuntimeExpectations.Current.CachesAllZeroBitsDefaults;

    [Test]
    public void AsyncTaskOfDecimal_Zero_IsCachedOnNet8AndLater()
    {
        var first = ReturnAsync(0m);

        ReturnAsync(0m).ShouldBeSameTaskIf(first, CachesZeroBits);
    }

    [Test]
    public void AsyncTaskOfDecimal_ZeroWithScaleOne_IsNotCached()
    {
        // 0.0m == 0m, but its scale byte is 1: the bits are not all zero.
        var first = ReturnAsync(0.0m);

        var second = ReturnAsync(0.0m);

        second.Should().NotBeSameAs(first);
    }

    [Test]
    public void AsyncTaskOfDouble_PositiveZero_IsCachedOnNet8AndLater()
    {
        var first = ReturnAsync(0.0);

        ReturnAsync(0.0).ShouldBeSameTaskIf(first, CachesZeroBits);
    }

    [Test]
    public void AsyncTaskOfDouble_NegativeZero_IsNotCached()
    {
        // -0.0 == 0.0, but its sign bit is set.
        var first = ReturnAsync(-0.0);

        var second = ReturnAsync(-0.0);

        second.Should().NotBeSameAs(first);
    }

    [Test]
    public void AsyncTaskOfGuid_Empty_IsCachedOnNet8AndLater()
    {
        var first = ReturnAsync(Guid.Empty);

        ReturnAsync(Guid.Empty).ShouldBeSameTaskIf(first, CachesZeroBits);
    }

    [Test]
    public void AsyncTaskOfTimeSpan_Zero_IsCachedOnNet8AndLater()
    {
        var first = ReturnAsync(TimeSpan.Zero);

        ReturnAsync(TimeSpan.Zero).ShouldBeSameTaskIf(first, CachesZeroBits);
    }

    [Test]
    public void AsyncTaskOfEnum_Zero_IsCachedOnNet8AndLater()
    {
        var first = ReturnAsync(DayOfWeek.Sunday);

        ReturnAsync(DayOfWeek.Sunday).ShouldBeSameTaskIf(first, CachesZeroBits);
    }

    [Test]
    public void AsyncTaskOfEnum_NonZero_IsNotCached()
    {
        var first = ReturnAsync(DayOfWeek.Monday);

        var second = ReturnAsync(DayOfWeek.Monday);

        second.Should().NotBeSameAs(first);
    }

#if NET
    [Test]
    public void AsyncTaskOfInt128_Zero_IsCachedOnNet8AndLater()
    {
        var first = ReturnAsync(Int128.Zero);

        ReturnAsync(Int128.Zero).ShouldBeSameTaskIf(first, CachesZeroBits);
    }
#endif

    [Test]
    public void AsyncTaskOfStructWithReference_Default_IsNotCached()
    {
        // KeyValuePair<string, int> holds a reference: the bit test never applies to it.
        var first = ReturnAsync(default(KeyValuePair<string, int>));

        var second = ReturnAsync(default(KeyValuePair<string, int>));

        second.Should().NotBeSameAs(first);
    }

    [Test]
    public void AsyncTaskOfTwentyFourByteStruct_Default_IsNotCached()
    {
        // 24 bytes is not one of the sizes the rule compares (1, 2, 4, 8, 16).
        var first = ReturnAsync(default((long, long, long)));

        var second = ReturnAsync(default((long, long, long)));

        second.Should().NotBeSameAs(first);
    }
}
