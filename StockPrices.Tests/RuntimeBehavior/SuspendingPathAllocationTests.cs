using StockPrices;
using StockPrices.Tests.StockPrices;

namespace StockPrices.Tests.RuntimeBehavior;

/// <summary>
/// What a lookup allocates when it suspends once per call: the yielding caches, filled (the article's table 3).
/// A suspended async method pays for its state-machine box, which is also its task; the lookup and the
/// initialisation check it awaits both suspend, so each call allocates two boxes.
/// </summary>
public class SuspendingPathAllocationTests
{
    private readonly StockPriceCache _yields = StockPriceCaches.Filled(CacheKind.Yields);
    private readonly StockPriceCache _forceYields = StockPriceCaches.Filled(CacheKind.ForceYields);

    [Test]
    public async Task GetStockPriceForAsync_CacheThatYields_AllocatesTwoStateMachineBoxes()
    {
        var bytes = await AllocationMeter.BytesPerSuspendingCallAsync(() => new ValueTask<decimal>(_yields.GetStockPriceForAsync("MSFT")));

        bytes.Should().Be(RuntimeExpectations.Current.YieldingTaskLookupBytes);
    }

    [Test]
    public async Task GetStockPriceWithValueTaskAsync_CacheThatYields_AllocatesTwoStateMachineBoxes()
    {
        var bytes = await AllocationMeter.BytesPerSuspendingCallAsync(() => _yields.GetStockPriceWithValueTaskAsync("MSFT"));

        bytes.Should().Be(RuntimeExpectations.Current.YieldingValueTaskLookupBytes);
    }

    [Test]
    public async Task GetStockPriceForAsync_CacheThatForceYields_AllocatesTwoStateMachineBoxes()
    {
        var bytes = await AllocationMeter.BytesPerSuspendingCallAsync(() => new ValueTask<decimal>(_forceYields.GetStockPriceForAsync("MSFT")));

        bytes.Should().Be(RuntimeExpectations.Current.ForceYieldingTaskLookupBytes);
    }

    [Test]
    public async Task GetStockPriceWithValueTaskAsync_CacheThatForceYields_AllocatesTwoStateMachineBoxes()
    {
        var bytes = await AllocationMeter.BytesPerSuspendingCallAsync(() => _forceYields.GetStockPriceWithValueTaskAsync("MSFT"));

        bytes.Should().Be(RuntimeExpectations.Current.ForceYieldingValueTaskLookupBytes);
    }

    [Test]
    public async Task GetStockPriceWithPooledValueTaskAsync_CacheThatYields_AllocatesUnderOneBytePerCallAmortised()
    {
        // A bound, not an exact count: the pooling builder rents boxes from a per-thread slot and a per-core array
        // and returns them on whichever thread finishes the call, so now and then a rent finds both empty and
        // allocates a box (a few hundred bytes). How often depends on thread scheduling, not on the code. Under
        // one byte per call over 10,000 calls means fewer than about 40 boxes, against 20,000 without pooling.
        var bytesPerCall = await AllocationMeter.AmortisedBytesPerCallAsync(() => _yields.GetStockPriceWithPooledValueTaskAsync("MSFT"));

        await TestContext.Out.WriteLineAsync($"{bytesPerCall} B per call, amortised over 10,000 calls");
        bytesPerCall.Should().BeLessThan(1);
    }

    [Test]
    public async Task GetStockPriceWithPooledValueTaskAsync_CacheThatForceYields_AllocatesUnderOneBytePerCallAmortised()
    {
        // A bound, for the reason given in the test above.
        var bytesPerCall = await AllocationMeter.AmortisedBytesPerCallAsync(() => _forceYields.GetStockPriceWithPooledValueTaskAsync("MSFT"));

        await TestContext.Out.WriteLineAsync($"{bytesPerCall} B per call, amortised over 10,000 calls");
        bytesPerCall.Should().BeLessThan(1);
    }
}
