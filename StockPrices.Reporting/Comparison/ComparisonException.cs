namespace StockPrices.Reporting.Comparison;

/// <summary>The two result folders cannot be compared; the message says why.</summary>
public sealed class ComparisonException(string message) : Exception(message);
