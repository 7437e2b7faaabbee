namespace StockPrices.Reporting.Runtimes;

/// <summary>One benchmark measured on one runtime, from a results file of the <c>runtimes</c> command.</summary>
public sealed record RuntimeMeasurement(
    string BenchmarkClass,
    string Method,
    string Runtime,
    string RuntimeInfo,
    double MedianNanoseconds,
    double StdDevNanoseconds,
    double? AllocatedBytes);
