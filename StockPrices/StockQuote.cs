namespace StockPrices;

/// <summary>One entry of the price cache.</summary>
public readonly record struct StockQuote(string Ticker, decimal Price);
