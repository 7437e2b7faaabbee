namespace StockPrices.Reporting.Article;

/// <summary>An article's published benchmark results and claims (docs/results/published/*.json).</summary>
public sealed record PublishedArticle(PublishedSource Source, IReadOnlyList<PublishedTable> Tables, IReadOnlyList<PublishedClaim> Claims)
{
    public PublishedTable Table(string id) =>
        Tables.FirstOrDefault(t => t.Id == id) ?? throw new KeyNotFoundException($"No published table '{id}'.");

    public PublishedClaim Claim(string id) =>
        Claims.FirstOrDefault(c => c.Id == id) ?? throw new KeyNotFoundException($"No published claim '{id}'.");
}
