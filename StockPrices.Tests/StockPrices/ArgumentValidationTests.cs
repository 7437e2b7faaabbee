using StockPrices;

namespace StockPrices.Tests.StockPrices;

public class ArgumentValidationTests
{
    [Test]
    public async Task EveryLookup_NullTicker_ThrowsArgumentNullException(
        [ValueSource(typeof(StockPriceVariants), nameof(StockPriceVariants.All))] StockPriceVariant lookup,
        [Values] CacheKind kind)
    {
        var cache = StockPriceCaches.Filled(kind);

        var act = async () => await lookup.LookUp(cache, null!);

        await act.Should().ThrowExactlyAsync<ArgumentNullException>().WithParameterName("ticker");
    }

    [Test]
    public async Task EveryLookup_EmptyTicker_ThrowsArgumentException(
        [ValueSource(typeof(StockPriceVariants), nameof(StockPriceVariants.All))] StockPriceVariant lookup,
        [Values] CacheKind kind)
    {
        var cache = StockPriceCaches.Filled(kind);

        var act = async () => await lookup.LookUp(cache, "");

        await act.Should().ThrowExactlyAsync<ArgumentException>().WithParameterName("ticker");
    }

    [Test]
    public void Constructor_NullSource_ThrowsArgumentNullException()
    {
        var act = () => new StockPriceCache(null!);

        act.Should().ThrowExactly<ArgumentNullException>().WithParameterName("source");
    }

    [Test]
    public void SimulatedSource_NegativeLatency_ThrowsArgumentOutOfRangeException()
    {
        var act = () => new SimulatedStockPriceSource(TimeSpan.FromMilliseconds(-1));

        act.Should().ThrowExactly<ArgumentOutOfRangeException>().WithParameterName("latency");
    }
}
