namespace StockPrices.Reporting.Article;

/// <summary>Where published figures come from: the post and the file and commit they were copied from.</summary>
public sealed record PublishedSource(
    string Title,
    string Author,
    string Published,
    string Url,
    string OriginalUrl,
    string Repository,
    string Path,
    string Commit,
    string Environment,
    string Notes);
