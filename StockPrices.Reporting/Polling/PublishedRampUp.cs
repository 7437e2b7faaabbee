namespace StockPrices.Reporting.Polling;

/// <summary>The seed's extra tests: with a handling cost, how long the thread pool took to settle, and at how many threads.</summary>
public sealed record PublishedRampUp(double CostMs, double SecondsToSettle, int Threads, string Quote);
