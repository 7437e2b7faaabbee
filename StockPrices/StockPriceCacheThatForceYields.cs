using System.Runtime.CompilerServices;

namespace StockPrices;

/// <summary>
/// <see cref="StockPriceCacheThatYields"/> with .NET 8's <see cref="ConfigureAwaitOptions.ForceYielding"/>
/// in place of <see cref="Task.Yield"/>: the same suspension through a task awaiter.
/// </summary>
public class StockPriceCacheThatForceYields : StockPriceCache
{
    public StockPriceCacheThatForceYields()
    {
    }

    public StockPriceCacheThatForceYields(IStockPriceSource source)
        : base(source)
    {
    }

    protected override async Task InitializeMapIfNeededAsync(CancellationToken cancellationToken)
    {
        if (IsInitialized)
        {
            await Task.CompletedTask.ConfigureAwait(ConfigureAwaitOptions.ForceYielding);
            return;
        }

        await base.InitializeMapIfNeededAsync(cancellationToken).ConfigureAwait(false);
    }

    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
    protected override async ValueTask InitializeMapIfNeededPooledAsync(CancellationToken cancellationToken)
    {
        if (IsInitialized)
        {
            await Task.CompletedTask.ConfigureAwait(ConfigureAwaitOptions.ForceYielding);
            return;
        }

        await base.InitializeMapIfNeededPooledAsync(cancellationToken).ConfigureAwait(false);
    }
}
