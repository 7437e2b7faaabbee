namespace StockPrices;

/// <summary>Where the cache gets its prices from: the "external source" of the article.</summary>
public interface IStockPriceSource
{
    Task<List<StockQuote>> LoadPricesAsync(CancellationToken cancellationToken);
}
