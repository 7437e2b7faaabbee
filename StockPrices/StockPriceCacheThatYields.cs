using System.Runtime.CompilerServices;

namespace StockPrices;

/// <summary>
/// The article's <c>StockPricesThatYield</c>: even when the cache is filled, the initialisation check
/// awaits <see cref="Task.Yield"/>, so every async lookup suspends once and resumes on the thread pool.
/// </summary>
public class StockPriceCacheThatYields : StockPriceCache
{
    public StockPriceCacheThatYields()
    {
    }

    public StockPriceCacheThatYields(IStockPriceSource source)
        : base(source)
    {
    }

    protected override async Task InitializeMapIfNeededAsync(CancellationToken cancellationToken)
    {
        if (IsInitialized)
        {
            await Task.Yield();
            return;
        }

        await base.InitializeMapIfNeededAsync(cancellationToken).ConfigureAwait(false);
    }

    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
    protected override async ValueTask InitializeMapIfNeededPooledAsync(CancellationToken cancellationToken)
    {
        if (IsInitialized)
        {
            await Task.Yield();
            return;
        }

        await base.InitializeMapIfNeededPooledAsync(cancellationToken).ConfigureAwait(false);
    }
}
