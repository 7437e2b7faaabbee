namespace StockPrices;

// The slow paths await exactly like the article's methods, so that only the fast path differs.
#pragma warning disable CA2007

public partial class StockPriceCache
{
    /// <summary>
    /// The article's <c>GetStockPriceWithValueTaskAsync_Optimized</c>: no state machine once the cache
    /// is filled. The article tests <c>IsCompleted</c>; a faulted initialisation is also completed, so
    /// this tests <c>IsCompletedSuccessfully</c> and lets a failure reach the caller through the await.
    /// </summary>
    public ValueTask<decimal> GetStockPriceWithValueTaskAsync_Optimized(string ticker, CancellationToken cancellationToken = default)
    {
        ArgumentException.ThrowIfNullOrEmpty(ticker);
        var initialization = InitializeMapIfNeededAsync(cancellationToken);
        if (initialization.IsCompletedSuccessfully)
        {
            return new ValueTask<decimal>(DoGetPriceFromCache(ticker));
        }

        return AwaitInitializationAsync(initialization, ticker);

        async ValueTask<decimal> AwaitInitializationAsync(Task initializationTask, string localTicker)
        {
            await initializationTask;
            return DoGetPriceFromCache(localTicker);
        }
    }

    /// <summary>
    /// The closure pitfall, kept on purpose: the local function captures <paramref name="ticker"/> and
    /// the initialisation task, so the compiler allocates their closure at method entry, on the fast
    /// path too (the article's <c>_Optimized2</c>; dotnet/roslyn#18946).
    /// </summary>
    public ValueTask<decimal> GetStockPriceWithValueTaskAsync_CapturingLocalFunction(string ticker, CancellationToken cancellationToken = default)
    {
        ArgumentException.ThrowIfNullOrEmpty(ticker);
        var initialization = InitializeMapIfNeededAsync(cancellationToken);
        if (initialization.IsCompletedSuccessfully)
        {
            return new ValueTask<decimal>(DoGetPriceFromCache(ticker));
        }

        return AwaitInitializationAsync();

        async ValueTask<decimal> AwaitInitializationAsync()
        {
            await initialization;
            return DoGetPriceFromCache(ticker);
        }
    }

    /// <summary>The pitfall fixed: a static local function cannot capture, so the fast path allocates nothing.</summary>
    public ValueTask<decimal> GetStockPriceWithValueTaskAsync_StaticLocalFunction(string ticker, CancellationToken cancellationToken = default)
    {
        ArgumentException.ThrowIfNullOrEmpty(ticker);
        var initialization = InitializeMapIfNeededAsync(cancellationToken);
        if (initialization.IsCompletedSuccessfully)
        {
            return new ValueTask<decimal>(DoGetPriceFromCache(ticker));
        }

        return AwaitInitializationAsync(this, initialization, ticker);

        static async ValueTask<decimal> AwaitInitializationAsync(StockPriceCache cache, Task initializationTask, string localTicker)
        {
            await initializationTask;
            return cache.DoGetPriceFromCache(localTicker);
        }
    }
}
