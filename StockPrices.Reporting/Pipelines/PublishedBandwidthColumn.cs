namespace StockPrices.Reporting.Pipelines;

/// <summary>One bandwidth of a published table: the time before and after the author's change.</summary>
public sealed record PublishedBandwidthColumn(double BandwidthMbit, double OriginalMs, double AsyncMs, double ImprovementPercent);
