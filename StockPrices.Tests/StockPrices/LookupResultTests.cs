using StockPrices;

namespace StockPrices.Tests.StockPrices;

public class LookupResultTests
{
    [Test]
    public async Task EveryLookup_FilledCache_ReturnsFortyTwoForMsft(
        [ValueSource(typeof(StockPriceVariants), nameof(StockPriceVariants.All))] StockPriceVariant lookup,
        [Values] CacheKind kind)
    {
        var cache = StockPriceCaches.Filled(kind);

        var price = await lookup.LookUp(cache, "MSFT");

        price.Should().Be(42m);
    }

    [Test]
    public async Task EveryLookup_EmptyCache_FillsItAndReturnsFortyTwoForMsft(
        [ValueSource(typeof(StockPriceVariants), nameof(StockPriceVariants.FillingTheCache))] StockPriceVariant lookup,
        [Values] CacheKind kind)
    {
        var cache = StockPriceCaches.Empty(kind);

        var price = await lookup.LookUp(cache, "MSFT");

        price.Should().Be(42m);
    }

    [Test]
    public async Task EveryLookup_GeneratedTicker_ReturnsItsPrice(
        [ValueSource(typeof(StockPriceVariants), nameof(StockPriceVariants.All))] StockPriceVariant lookup,
        [Values("1", "57", "100")] string ticker)
    {
        var cache = StockPriceCaches.Filled();

        var price = await lookup.LookUp(cache, ticker);

        price.Should().Be(decimal.Parse(ticker, System.Globalization.CultureInfo.InvariantCulture));
    }

    [Test]
    public async Task EveryLookup_UnknownTicker_ThrowsUnknownTickerExceptionNamingIt(
        [ValueSource(typeof(StockPriceVariants), nameof(StockPriceVariants.All))] StockPriceVariant lookup)
    {
        var cache = StockPriceCaches.Filled();

        var act = async () => await lookup.LookUp(cache, "NOPE");

        (await act.Should().ThrowExactlyAsync<UnknownTickerException>())
            .Which.Should().Match<UnknownTickerException>(e => e.Ticker == "NOPE" && e.Message.Contains("'NOPE'"));
    }

    [Test]
    public void SimulatedSource_Quotes_AreOneToOneHundredThenMsftLast()
    {
        var quotes = StockPriceCaches.GeneratedQuotes();

        quotes.Should().HaveCount(SimulatedStockPriceSource.GeneratedCount + 1);
        quotes[0].Should().Be(new StockQuote("1", 1m));
        quotes[^1].Should().Be(new StockQuote("MSFT", 42m));
    }
}
