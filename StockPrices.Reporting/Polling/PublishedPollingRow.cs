namespace StockPrices.Reporting.Polling;

/// <summary>One of the seed's variants (named as ours) and the receive rate it published.</summary>
public sealed record PublishedPollingRow(string Variant, string SeedName, double ReceivesPerSecond);
