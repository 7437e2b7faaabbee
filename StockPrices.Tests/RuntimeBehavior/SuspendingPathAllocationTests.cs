using StockPrices.Runtimes;
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

    // Rounded to whole bytes, as BenchmarkDotNet's Allocated column is: now and then a rent finds the per-thread slot
    // and the per-core array empty (the call resumed on another pool thread) and allocates one box, a few hundredths
    // of a byte per await over a trial. Every trial is printed.
    [Test]
    public async Task GetStockPriceWithPooledValueTaskAsync_CacheThatYields_AllocatesZeroWholeBytesPerAwaitAmortised()
    {
        var trials = await AllocationMeter.AmortisedBytesPerCallAsync(() => _yields.GetStockPriceWithPooledValueTaskAsync("MSFT"));

        await TestContext.Out.WriteLineAsync($"B per await, each trial of 10,000 awaits: {string.Join(", ", trials)}");
        Math.Round(AllocationMeter.Fewest(trials)).Should().Be(RuntimeExpectations.Current.PooledLookupWholeBytesPerAwaitAmortised);
    }

    [Test]
    public async Task GetStockPriceWithPooledValueTaskAsync_CacheThatForceYields_AllocatesZeroWholeBytesPerAwaitAmortised()
    {
        var trials = await AllocationMeter.AmortisedBytesPerCallAsync(() => _forceYields.GetStockPriceWithPooledValueTaskAsync("MSFT"));

        await TestContext.Out.WriteLineAsync($"B per await, each trial of 10,000 awaits: {string.Join(", ", trials)}");
        Math.Round(AllocationMeter.Fewest(trials)).Should().Be(RuntimeExpectations.Current.PooledLookupWholeBytesPerAwaitAmortised);
    }
}
