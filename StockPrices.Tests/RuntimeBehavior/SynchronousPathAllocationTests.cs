using StockPrices.Runtimes;
using StockPrices;
using StockPrices.Tests.StockPrices;

namespace StockPrices.Tests.RuntimeBehavior;

/// <summary>
/// What each lookup allocates once the cache is filled, when every call completes synchronously
/// (the article's tables 1 and 2, and its hand-optimised variants).
/// </summary>
public class SynchronousPathAllocationTests
{
    private readonly StockPriceCache _cache = StockPriceCaches.Filled();

    [Test]
    public void AllocationMeter_OneObjectPerCall_CountsItsTwentyFourBytes()
    {
        // Checks the meter: a plain object is 24 bytes on 64-bit (header, method table, minimum payload).
        var bytes = AllocationMeter.BytesPerSynchronousCall(() =>
        {
            s_escapingObject = new object();
            return 0m;
        });

        bytes.Should().Be(24);
    }

    [Test]
    public void GetPriceFromCacheFor_FilledCache_AllocatesNothing()
    {
        var bytes = AllocationMeter.BytesPerSynchronousCall(() => _cache.GetPriceFromCacheFor("MSFT"));

        bytes.Should().Be(0);
    }

    [Test]
    public void GetStockPriceFor_FilledCache_AllocatesNothing()
    {
        var bytes = AllocationMeter.BytesPerSynchronousCall(() => _cache.GetStockPriceFor("MSFT"));

        bytes.Should().Be(0);
    }

    [Test]
    public void GetStockPriceForAsync_FilledCache_AllocatesOneTaskOfDecimal()
    {
        var bytes = AllocationMeter.BytesPerSynchronousCall(() => _cache.GetStockPriceForAsync("MSFT").GetAwaiter().GetResult());

        bytes.Should().Be(RuntimeExpectations.Current.TaskOfDecimalBytes);
    }

    [Test]
    public void TaskFromResultOfDecimal_FortyTwo_AllocatesWhatGetStockPriceForAsyncAllocates()
    {
        // The async method's only allocation is its result task: the same bytes as Task.FromResult(42m).
        var bytes = AllocationMeter.BytesPerSynchronousCall(() => Task.FromResult(42m).Result);

        bytes.Should().Be(RuntimeExpectations.Current.TaskOfDecimalBytes);
    }

    [Test]
    public void GetStockPriceForAsyncConfigureAwaitFalse_FilledCache_AllocatesOneTaskOfDecimal()
    {
        var bytes = AllocationMeter.BytesPerSynchronousCall(
            () => _cache.GetStockPriceForAsync_ConfigureAwaitFalse("MSFT").GetAwaiter().GetResult());

        bytes.Should().Be(RuntimeExpectations.Current.TaskOfDecimalBytes);
    }

    [Test]
    public void GetStockPriceWithValueTaskAsync_FilledCache_AllocatesNothing()
    {
        var bytes = AllocationMeter.BytesPerSynchronousCall(() => _cache.GetStockPriceWithValueTaskAsync("MSFT").GetAwaiter().GetResult());

        bytes.Should().Be(0);
    }

    [Test]
    public void GetStockPriceWithValueTaskAsyncOptimized_FilledCache_AllocatesNothing()
    {
        var bytes = AllocationMeter.BytesPerSynchronousCall(
            () => _cache.GetStockPriceWithValueTaskAsync_Optimized("MSFT").GetAwaiter().GetResult());

        bytes.Should().Be(0);
    }

    [Test]
    public void GetStockPriceWithValueTaskAsyncCapturingLocalFunction_FilledCache_AllocatesTheClosure()
    {
        var bytes = AllocationMeter.BytesPerSynchronousCall(
            () => _cache.GetStockPriceWithValueTaskAsync_CapturingLocalFunction("MSFT").GetAwaiter().GetResult());

        bytes.Should().Be(RuntimeExpectations.Current.CapturingClosureBytes);
    }

    [Test]
    public void GetStockPriceWithValueTaskAsyncStaticLocalFunction_FilledCache_AllocatesNothing()
    {
        var bytes = AllocationMeter.BytesPerSynchronousCall(
            () => _cache.GetStockPriceWithValueTaskAsync_StaticLocalFunction("MSFT").GetAwaiter().GetResult());

        bytes.Should().Be(0);
    }

    [Test]
    public void GetStockPriceWithPooledValueTaskAsync_FilledCache_AllocatesNothing()
    {
        var bytes = AllocationMeter.BytesPerSynchronousCall(
            () => _cache.GetStockPriceWithPooledValueTaskAsync("MSFT").GetAwaiter().GetResult());

        bytes.Should().Be(0);
    }

    private static object? s_escapingObject;
}
