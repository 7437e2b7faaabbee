namespace StockPrices;

public partial class StockPriceCache
{
    /// <summary><see cref="GetStockPriceForAsync"/> with <c>ConfigureAwait(false)</c> on its await.</summary>
    public async Task<decimal> GetStockPriceForAsync_ConfigureAwaitFalse(string ticker, CancellationToken cancellationToken = default)
    {
        ArgumentException.ThrowIfNullOrEmpty(ticker);
        await InitializeMapIfNeededAsync(cancellationToken).ConfigureAwait(false);
        return DoGetPriceFromCache(ticker);
    }
}
