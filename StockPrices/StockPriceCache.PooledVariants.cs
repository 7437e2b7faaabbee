using System.Runtime.CompilerServices;

namespace StockPrices;

// Awaits as the article's methods do, so that only the builder differs.
#pragma warning disable CA2007

public partial class StockPriceCache
{
    /// <summary>
    /// <see cref="GetStockPriceWithValueTaskAsync"/> built with <see cref="PoolingAsyncValueTaskMethodBuilder{TResult}"/>
    /// (.NET 6+): a suspended call rents its state-machine box from a pool instead of allocating it.
    /// The initialisation it awaits is pooled too.
    /// </summary>
    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder<>))]
    public async ValueTask<decimal> GetStockPriceWithPooledValueTaskAsync(string ticker, CancellationToken cancellationToken = default)
    {
        ArgumentException.ThrowIfNullOrEmpty(ticker);
        await InitializeMapIfNeededPooledAsync(cancellationToken);
        return DoGetPriceFromCache(ticker);
    }
}
