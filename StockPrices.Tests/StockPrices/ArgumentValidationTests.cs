using StockPrices;

namespace StockPrices.Tests.StockPrices;

public class ArgumentValidationTests
{
    [Test]
    public void GetStockPriceFor_NullTicker_ThrowsArgumentNullException()
    {
        var cache = new StockPriceCache();

        var act = () => cache.GetStockPriceFor(null!);

        act.Should().Throw<ArgumentNullException>().WithParameterName("ticker");
    }
}
