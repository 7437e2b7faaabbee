namespace StockPrices;

/// <summary>
/// The article's source: after a simulated latency, 100 generated quotes ("1" to "100", price n)
/// and ("MSFT", 42) last, so a lookup of "MSFT" scans every entry.
/// </summary>
public sealed class SimulatedStockPriceSource(TimeSpan latency) : IStockPriceSource
{
    public const int GeneratedCount = 100;
    public const string LastTicker = "MSFT";
    public const decimal LastPrice = 42;

    /// <summary>The article waits 42 ms.</summary>
    public static readonly TimeSpan ArticleLatency = TimeSpan.FromMilliseconds(42);

    public SimulatedStockPriceSource() : this(ArticleLatency)
    {
    }

    public TimeSpan Latency { get; } = latency >= TimeSpan.Zero
        ? latency
        : throw new ArgumentOutOfRangeException(nameof(latency), latency, "The latency cannot be negative.");

    public async Task<List<StockQuote>> LoadPricesAsync(CancellationToken cancellationToken)
    {
        await Task.Delay(Latency, cancellationToken).ConfigureAwait(false);
        var quotes = new List<StockQuote>(GeneratedCount + 1);
        for (var n = 1; n <= GeneratedCount; n++)
        {
            quotes.Add(new StockQuote(n.ToString(System.Globalization.CultureInfo.InvariantCulture), n));
        }

        quotes.Add(new StockQuote(LastTicker, LastPrice));
        return quotes;
    }
}
