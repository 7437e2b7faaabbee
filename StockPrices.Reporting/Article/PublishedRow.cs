namespace StockPrices.Reporting.Article;

/// <summary>One row of a published table: the benchmark method, its mean as printed and in ns, Scaled, Allocated.</summary>
public sealed record PublishedRow(string Method, string Mean, double MeanNanoseconds, double Scaled, double AllocatedBytes);
