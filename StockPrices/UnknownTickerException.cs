namespace StockPrices;

/// <summary>The cache holds no price for <see cref="Ticker"/>.</summary>
public sealed class UnknownTickerException(string ticker)
    : KeyNotFoundException($"The cache holds no price for ticker '{ticker}'.")
{
    public string Ticker { get; } = ticker;
}
