using StockPrices;

namespace StockPrices.Tests.StockPrices;

/// <summary>Caches for the tests, built on the library's own simulated source with no latency.</summary>
internal static class StockPriceCaches
{
    /// <summary>The simulated source's quotes: "1" to "100" priced 1 to 100, then "MSFT" at 42.</summary>
    public static List<StockQuote> GeneratedQuotes() =>
        new SimulatedStockPriceSource(TimeSpan.Zero).LoadPricesAsync(CancellationToken.None).GetAwaiter().GetResult();

    public static StockPriceCache Create(CacheKind kind, IStockPriceSource source) => kind switch
    {
        CacheKind.Plain => new StockPriceCache(source),
        CacheKind.Yields => new StockPriceCacheThatYields(source),
        CacheKind.ForceYields => new StockPriceCacheThatForceYields(source),
        _ => throw new ArgumentOutOfRangeException(nameof(kind), kind, null),
    };

    /// <summary>An empty cache over a source that loads at once (zero latency completes synchronously).</summary>
    public static StockPriceCache Empty(CacheKind kind = CacheKind.Plain) =>
        Create(kind, new SimulatedStockPriceSource(TimeSpan.Zero));

    /// <summary>A cache already filled, so lookups take their fast path.</summary>
    public static StockPriceCache Filled(CacheKind kind = CacheKind.Plain)
    {
        var cache = Empty(kind);
        cache.InitializeAsync().GetAwaiter().GetResult();
        return cache;
    }
}
