using System.Runtime.CompilerServices;

namespace StockPrices;

/// <summary>
/// The article's <c>StockPrices</c>: a list of quotes searched linearly, filled once, lazily, from an
/// asynchronous source. Each lookup variant (the files StockPriceCache.*.cs) measures one way of
/// exposing the same work.
/// </summary>
/// <remarks>
/// Concurrent first callers share one load. A failed load is not cached: every caller waiting on it
/// sees the exception and the next call starts a new load. A caller's cancellation token stops that
/// caller's wait, not the shared load.
/// </remarks>
public partial class StockPriceCache
{
    private readonly IStockPriceSource _source;
    private readonly object _loadGate = new();
    private volatile List<StockQuote>? _prices;
    private Task? _load;

    public StockPriceCache()
        : this(new SimulatedStockPriceSource())
    {
    }

    public StockPriceCache(IStockPriceSource source)
    {
        ArgumentNullException.ThrowIfNull(source);
        _source = source;
    }

    public bool IsInitialized => _prices is not null;

    /// <summary>Fills the cache if it is empty; the async variants do this on their first call.</summary>
    public Task InitializeAsync(CancellationToken cancellationToken = default) =>
        InitializeMapIfNeededAsync(cancellationToken);

    /// <summary>The article's <c>InitializeMapIfNeededAsync</c>: completes synchronously once filled.</summary>
    protected virtual async Task InitializeMapIfNeededAsync(CancellationToken cancellationToken)
    {
        if (_prices is not null)
        {
            return;
        }

        await LoadOnceAsync(cancellationToken).ConfigureAwait(false);
    }

    /// <summary>The same check for the pooled variants, so that their whole chain is pooled.</summary>
    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder))]
    protected virtual async ValueTask InitializeMapIfNeededPooledAsync(CancellationToken cancellationToken)
    {
        if (_prices is not null)
        {
            return;
        }

        await LoadOnceAsync(cancellationToken).ConfigureAwait(false);
    }

    private Task LoadOnceAsync(CancellationToken cancellationToken)
    {
        Task load;
        lock (_loadGate)
        {
            if (_load is null || _load.IsFaulted || _load.IsCanceled)
            {
                _load = LoadAsync();
            }

            load = _load;
        }

        return load.WaitAsync(cancellationToken);
    }

    private async Task LoadAsync()
    {
        // The shared load ignores callers' tokens: one caller giving up must not fail the others.
        _prices = await _source.LoadPricesAsync(CancellationToken.None).ConfigureAwait(false);
    }

    /// <summary>The article's <c>InitializeMapIfNeeded</c>: a call the JIT cannot remove.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void ThrowIfNotInitialized()
    {
        if (_prices is null)
        {
            throw new InvalidOperationException(
                $"The cache is empty: call {nameof(InitializeAsync)} before the synchronous lookup.");
        }
    }

    /// <summary>The article's <c>DoGetPriceFromCache</c>: a plain loop, so the lookup allocates nothing.</summary>
    private decimal DoGetPriceFromCache(string ticker)
    {
        foreach (var quote in _prices!)
        {
            if (quote.Ticker == ticker)
            {
                return quote.Price;
            }
        }

        throw new UnknownTickerException(ticker);
    }
}
