using StockPrices;

namespace StockPrices.Tests.StockPrices;

public class CacheFillingTests
{
    [Test]
    public void GetPriceFromCacheFor_EmptyCache_ThrowsInvalidOperationException()
    {
        var cache = StockPriceCaches.Empty();

        var act = () => cache.GetPriceFromCacheFor("MSFT");

        act.Should().ThrowExactly<InvalidOperationException>().WithMessage("*InitializeAsync*");
    }

    [Test]
    public void GetPriceFromCacheFor_EmptyCache_DoesNotStartALoad()
    {
        var source = new GatedStockPriceSource();
        var cache = new StockPriceCache(source);

        var act = () => cache.GetPriceFromCacheFor("MSFT");

        act.Should().Throw<InvalidOperationException>();
        source.LoadCount.Should().Be(0);
    }

    [Test]
    public async Task FirstAsyncLookup_EmptyCache_FillsIt(
        [ValueSource(typeof(StockPriceVariants), nameof(StockPriceVariants.Async))] StockPriceVariant lookup)
    {
        var cache = StockPriceCaches.Empty();

        await lookup.LookUp(cache, "MSFT");

        cache.IsInitialized.Should().BeTrue();
    }

    [Test]
    public async Task LaterLookups_FilledCache_DoNotLoadAgain(
        [ValueSource(typeof(StockPriceVariants), nameof(StockPriceVariants.Async))] StockPriceVariant lookup)
    {
        var source = new GatedStockPriceSource();
        var cache = new StockPriceCache(source);
        var first = lookup.LookUp(cache, "MSFT").AsTask();
        source.CompleteLoad(0);
        await first.WaitAsync(HangGuard.Timeout);

        for (var i = 0; i < 10; i++)
        {
            await lookup.LookUp(cache, "MSFT");
        }

        source.LoadCount.Should().Be(1);
    }

    [Test]
    public void PlainCache_Filled_EveryAsyncLookupCompletesSynchronously(
        [ValueSource(typeof(StockPriceVariants), nameof(StockPriceVariants.Async))] StockPriceVariant lookup)
    {
        var cache = StockPriceCaches.Filled(CacheKind.Plain);

        var price = lookup.LookUp(cache, "MSFT");

        price.IsCompletedSuccessfully.Should().BeTrue();
        price.Result.Should().Be(42m);
    }
}
