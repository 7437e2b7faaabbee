namespace StockPrices;

/// <summary>
/// The list of lookup variants, the only one: each name is a constant, so that a benchmark can carry it in
/// <c>[BenchmarkCategory]</c>, and each variant runs through <see cref="StockPriceVariant.LookUp"/>, so that a
/// test can run against all of them.
/// </summary>
public static class StockPriceVariants
{
    public const string PriceFromCache = nameof(StockPriceCache.GetPriceFromCacheFor);
    public const string Sync = nameof(StockPriceCache.GetStockPriceFor);
    public const string Task = nameof(StockPriceCache.GetStockPriceForAsync);
    public const string TaskConfigureAwaitFalse = nameof(StockPriceCache.GetStockPriceForAsync_ConfigureAwaitFalse);
    public const string ValueTask = nameof(StockPriceCache.GetStockPriceWithValueTaskAsync);
    public const string ValueTaskOptimized = nameof(StockPriceCache.GetStockPriceWithValueTaskAsync_Optimized);
    public const string ValueTaskCapturingLocalFunction = nameof(StockPriceCache.GetStockPriceWithValueTaskAsync_CapturingLocalFunction);
    public const string ValueTaskStaticLocalFunction = nameof(StockPriceCache.GetStockPriceWithValueTaskAsync_StaticLocalFunction);
    public const string PooledValueTask = nameof(StockPriceCache.GetStockPriceWithPooledValueTaskAsync);

    /// <summary>The variants that fill the cache on first use and take a cancellation token.</summary>
    public static IReadOnlyList<StockPriceVariant> Async { get; } =
    [
        new(Task, (c, t, ct) => new ValueTask<decimal>(c.GetStockPriceForAsync(t, ct))),
        new(TaskConfigureAwaitFalse, (c, t, ct) => new ValueTask<decimal>(c.GetStockPriceForAsync_ConfigureAwaitFalse(t, ct))),
        new(ValueTask, (c, t, ct) => c.GetStockPriceWithValueTaskAsync(t, ct)),
        new(ValueTaskOptimized, (c, t, ct) => c.GetStockPriceWithValueTaskAsync_Optimized(t, ct)),
        new(ValueTaskCapturingLocalFunction, (c, t, ct) => c.GetStockPriceWithValueTaskAsync_CapturingLocalFunction(t, ct)),
        new(ValueTaskStaticLocalFunction, (c, t, ct) => c.GetStockPriceWithValueTaskAsync_StaticLocalFunction(t, ct)),
        new(PooledValueTask, (c, t, ct) => c.GetStockPriceWithPooledValueTaskAsync(t, ct)),
    ];

    /// <summary>The synchronous lookup over the async initialisation, then every async variant.</summary>
    public static IReadOnlyList<StockPriceVariant> FillingTheCache { get; } =
        [new(Sync, (c, t, _) => new ValueTask<decimal>(c.GetStockPriceFor(t))), .. Async];

    /// <summary>The pure synchronous lookup, which needs a filled cache, then every variant above.</summary>
    public static IReadOnlyList<StockPriceVariant> All { get; } =
        [new(PriceFromCache, (c, t, _) => new ValueTask<decimal>(c.GetPriceFromCacheFor(t))), .. FillingTheCache];
}
