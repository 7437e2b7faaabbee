namespace StockPrices.Reporting.Article;

/// <summary>A claim of the article with the number it gives; <see cref="Verbatim"/> false means paraphrased.</summary>
public sealed record PublishedClaim(string Id, string Quote, bool Verbatim, double Value);
