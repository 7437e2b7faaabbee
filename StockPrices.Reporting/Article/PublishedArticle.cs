using System.Text.Json;
using StockPrices.Results;

namespace StockPrices.Reporting.Article;

/// <summary>An article's published benchmark results and claims (docs/results/published/*.json).</summary>
public sealed record PublishedArticle(PublishedSource Source, IReadOnlyList<PublishedTable> Tables, IReadOnlyList<PublishedClaim> Claims)
{
    private static readonly JsonSerializerOptions Options = new()
    {
        PropertyNamingPolicy = JsonNamingPolicy.CamelCase,
        RespectRequiredConstructorParameters = true,
    };

    public static PublishedArticle Load(string path) => JsonFile.Read<PublishedArticle>(path, "published article", Options);

    public PublishedTable Table(string id) =>
        Tables.FirstOrDefault(t => t.Id == id) ?? throw new KeyNotFoundException($"No published table '{id}'.");

    public PublishedClaim Claim(string id) =>
        Claims.FirstOrDefault(c => c.Id == id) ?? throw new KeyNotFoundException($"No published claim '{id}'.");
}

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

/// <summary>A published results table and the benchmark class of this repository that re-measures it.</summary>
public sealed record PublishedTable(string Id, string Title, string BenchmarkClass, IReadOnlyList<PublishedRow> Rows)
{
    public PublishedRow? Find(string method) => Rows.FirstOrDefault(r => r.Method == method);
}

/// <summary>One row of a published table: the benchmark method, its mean as printed and in ns, Scaled, Allocated.</summary>
public sealed record PublishedRow(string Method, string Mean, double MeanNanoseconds, double Scaled, double AllocatedBytes);

/// <summary>A claim of the article with the number it gives; <see cref="Verbatim"/> false means paraphrased.</summary>
public sealed record PublishedClaim(string Id, string Quote, bool Verbatim, double Value);
