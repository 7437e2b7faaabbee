using StockPrices.Runtimes;
using StockPrices.Tests.RuntimeBehavior;
using static StockPrices.Tests.RuntimeBehavior.SynchronousAsyncMethods;

namespace StockPrices.Tests;

/// <summary>
/// What an async method that completes synchronously allocates per call, as the runtime-comparison
/// benchmark TaskResultCaching measures it, asserted exactly on the runtime this program runs on.
/// </summary>
public class BytesPerCallTests
{
    [Test]
    public void AsyncTask_CompletingSynchronously_AllocatesNothing() =>
        ThreadAllocatedBytes.Of(() => _ = CompleteAsync()).Should().Be(0);

    [Test]
    public void AsyncTaskOfDecimal_42_AllocatesOneTaskOfDecimal() =>
        ThreadAllocatedBytes.Of(() => _ = ReturnAsync(42m)).Should().Be(RuntimeExpectations.Current.TaskOfDecimalBytes);

    [Test]
    public void AsyncTaskOfDecimal_Zero_AllocatesATaskUnlessCached() =>
        ThreadAllocatedBytes.Of(() => _ = ReturnAsync(0m)).Should().Be(RuntimeExpectations.Current.CachesAllZeroBitsDefaults ? 0 : RuntimeExpectations.Current.TaskOfDecimalBytes);
}
