namespace StockPrices.Tests.StockPrices;

/// <summary>The yielding caches suspend every async lookup, even once filled, and still return the price.</summary>
public class YieldingCacheTests
{
    [Test]
    public async Task YieldingCache_Filled_EveryAsyncLookupReturnsAPendingTask(
        [ValueSource(typeof(StockPriceVariants), nameof(StockPriceVariants.Async))] StockPriceVariant lookup,
        [Values(CacheKind.Yields, CacheKind.ForceYields)] CacheKind kind)
    {
        var cache = StockPriceCaches.Filled(kind);
        using var gate = new ContinuationGate();

        var price = gate.Start(() => lookup.LookUp(cache, "MSFT"));
        var completedOnReturn = price.IsCompleted;
        gate.Open();

        completedOnReturn.Should().BeFalse();
        (await price.AsTask().WaitAsync(HangGuard.Timeout)).Should().Be(42m);
    }
}
