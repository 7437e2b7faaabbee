namespace StockPrices.Results;

/// <summary>One measured variant of a scenario: labels describe it, metrics are its numbers.</summary>
public sealed record RunReportRow(
    string Variant,
    IReadOnlyDictionary<string, string> Labels,
    IReadOnlyDictionary<string, double> Metrics);
