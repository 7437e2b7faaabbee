using StockPrices;

namespace StockPrices.Tests.StockPrices;

/// <summary>A failed load is not cached: its callers see the failure, and the next call loads again.</summary>
public class FailedLoadTests
{
    [Test]
    public async Task FailedLoad_EveryWaitingCallerSeesTheException(
        [ValueSource(typeof(StockPriceVariants), nameof(StockPriceVariants.Async))] StockPriceVariant lookup)
    {
        var source = new GatedStockPriceSource();
        var cache = new StockPriceCache(source);
        var waiting = Enumerable.Range(0, 3).Select(_ => lookup.LookUp(cache, "MSFT").AsTask()).ToArray();
        var failure = new IOException("The price feed is down.");

        source.FailLoad(0, failure);

        foreach (var caller in waiting)
        {
            var act = () => caller.WaitAsync(HangGuard.Timeout);
            (await act.Should().ThrowExactlyAsync<IOException>()).Which.Should().BeSameAs(failure);
        }

        source.LoadCount.Should().Be(1);
    }

    [Test]
    public async Task FailedLoad_LeavesTheCacheEmpty(
        [ValueSource(typeof(StockPriceVariants), nameof(StockPriceVariants.Async))] StockPriceVariant lookup)
    {
        var (_, cache, first) = await FailFirstLookupAsync(lookup);

        first.IsFaulted.Should().BeTrue();
        cache.IsInitialized.Should().BeFalse();
    }

    [Test]
    public async Task FailedLoad_NextCallLoadsAgainAndSucceeds(
        [ValueSource(typeof(StockPriceVariants), nameof(StockPriceVariants.Async))] StockPriceVariant lookup)
    {
        var (source, cache, _) = await FailFirstLookupAsync(lookup);

        var retry = lookup.LookUp(cache, "MSFT").AsTask();
        source.CompleteLoad(1);

        (await retry.WaitAsync(HangGuard.Timeout)).Should().Be(42m);
        source.LoadCount.Should().Be(2);
    }

    /// <summary>Starts a lookup on an empty cache, fails the load it starts, and waits for the lookup to finish.</summary>
    private static async Task<(GatedStockPriceSource Source, StockPriceCache Cache, Task<decimal> FirstLookup)> FailFirstLookupAsync(
        StockPriceVariant lookup)
    {
        var source = new GatedStockPriceSource();
        var cache = new StockPriceCache(source);
        var first = lookup.LookUp(cache, "MSFT").AsTask();
        source.FailLoad(0, new IOException("The price feed is down."));
        await HangGuard.WhenFinished(first);
        return (source, cache, first);
    }
}
