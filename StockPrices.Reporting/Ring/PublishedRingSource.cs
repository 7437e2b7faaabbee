namespace StockPrices.Reporting.Ring;

/// <summary>Where published ring numbers come from, on what machine, and what they measure.</summary>
public sealed record PublishedRingSource(string Id, string Title, string Url, string Environment, string Metric, string Note);
