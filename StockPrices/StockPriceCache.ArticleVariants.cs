namespace StockPrices;

// The article's methods await without ConfigureAwait, as the article does; the
// _ConfigureAwaitFalse variants measure the difference.
#pragma warning disable CA2007

public partial class StockPriceCache
{
    /// <summary>The article's <c>GetPriceFromCacheFor</c>: no async machinery at all.</summary>
    /// <exception cref="InvalidOperationException">The cache has not been filled yet.</exception>
    public decimal GetPriceFromCacheFor(string ticker)
    {
        ArgumentException.ThrowIfNullOrEmpty(ticker);
        ThrowIfNotInitialized();
        return DoGetPriceFromCache(ticker);
    }

    /// <summary>The article's <c>GetStockPriceFor</c>: synchronous, over the async initialisation.</summary>
    public decimal GetStockPriceFor(string ticker)
    {
        ArgumentException.ThrowIfNullOrEmpty(ticker);
        InitializeMapIfNeededAsync(CancellationToken.None).GetAwaiter().GetResult();
        return DoGetPriceFromCache(ticker);
    }

    /// <summary>The article's <c>GetStockPriceForAsync</c>: async <see cref="Task{TResult}"/>.</summary>
    public async Task<decimal> GetStockPriceForAsync(string ticker, CancellationToken cancellationToken = default)
    {
        ArgumentException.ThrowIfNullOrEmpty(ticker);
        await InitializeMapIfNeededAsync(cancellationToken);
        return DoGetPriceFromCache(ticker);
    }

    /// <summary>The article's <c>GetStockPriceValueTaskForAsync</c> (measured by its benchmark <c>GetStockPriceWithValueTaskAsync</c>, the name kept here): the same body returning <see cref="ValueTask{TResult}"/>.</summary>
    public async ValueTask<decimal> GetStockPriceWithValueTaskAsync(string ticker, CancellationToken cancellationToken = default)
    {
        ArgumentException.ThrowIfNullOrEmpty(ticker);
        await InitializeMapIfNeededAsync(cancellationToken);
        return DoGetPriceFromCache(ticker);
    }
}
