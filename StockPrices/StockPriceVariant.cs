namespace StockPrices;

/// <summary>
/// One way to look a price up: its name (the library method's name, which benchmarks carry as their
/// <c>[BenchmarkCategory]</c> and tests and docs use to select it) and a call that runs it on any cache.
/// </summary>
public sealed class StockPriceVariant(string name, Func<StockPriceCache, string, CancellationToken, ValueTask<decimal>> lookUp)
{
    public string Name { get; } = name;

    public ValueTask<decimal> LookUp(StockPriceCache cache, string ticker, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(cache);
        return lookUp(cache, ticker, cancellationToken);
    }

    public override string ToString() => Name;
}
