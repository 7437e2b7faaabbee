using StockPrices;

namespace StockPrices.Tests.StockPrices;

/// <summary>One way to look a price up (one variant of the library), so that a test can run against all of them.</summary>
public sealed class StockPriceLookup(string name, Func<StockPriceCache, string, CancellationToken, ValueTask<decimal>> lookUp)
{
    public string Name { get; } = name;

    /// <summary>The variants that fill the cache on first use and take a cancellation token.</summary>
    public static IReadOnlyList<StockPriceLookup> Async { get; } =
    [
        new("GetStockPriceForAsync", (c, t, ct) => new ValueTask<decimal>(c.GetStockPriceForAsync(t, ct))),
        new("GetStockPriceForAsync_ConfigureAwaitFalse", (c, t, ct) => new ValueTask<decimal>(c.GetStockPriceForAsync_ConfigureAwaitFalse(t, ct))),
        new("GetStockPriceValueTaskForAsync", (c, t, ct) => c.GetStockPriceValueTaskForAsync(t, ct)),
        new("GetStockPriceWithValueTaskAsync_Optimized", (c, t, ct) => c.GetStockPriceWithValueTaskAsync_Optimized(t, ct)),
        new("GetStockPriceWithValueTaskAsync_CapturingLocalFunction", (c, t, ct) => c.GetStockPriceWithValueTaskAsync_CapturingLocalFunction(t, ct)),
        new("GetStockPriceWithValueTaskAsync_StaticLocalFunction", (c, t, ct) => c.GetStockPriceWithValueTaskAsync_StaticLocalFunction(t, ct)),
        new("GetStockPriceWithPooledValueTaskAsync", (c, t, ct) => c.GetStockPriceWithPooledValueTaskAsync(t, ct)),
    ];

    /// <summary>The synchronous lookup over the async initialisation, then every async variant.</summary>
    public static IReadOnlyList<StockPriceLookup> FillingTheCache { get; } =
        [new("GetStockPriceFor", (c, t, _) => new ValueTask<decimal>(c.GetStockPriceFor(t))), .. Async];

    /// <summary>The pure synchronous lookup, which needs a filled cache, then every variant above.</summary>
    public static IReadOnlyList<StockPriceLookup> All { get; } =
        [new("GetPriceFromCacheFor", (c, t, _) => new ValueTask<decimal>(c.GetPriceFromCacheFor(t))), .. FillingTheCache];

    public ValueTask<decimal> LookUp(StockPriceCache cache, string ticker, CancellationToken cancellationToken = default) =>
        lookUp(cache, ticker, cancellationToken);

    public override string ToString() => Name;
}
