using System.Text.Json;
using StockPrices.Results;

namespace StockPrices.Reporting.Article;

/// <summary>Loads a <see cref="PublishedArticle"/> from its JSON file.</summary>
public static class PublishedArticleFile
{
    private static readonly JsonSerializerOptions Options = new()
    {
        PropertyNamingPolicy = JsonNamingPolicy.CamelCase,
        RespectRequiredConstructorParameters = true,
    };

    public static PublishedArticle Load(string path)
    {
        ArgumentException.ThrowIfNullOrEmpty(path);
        return JsonFile.Read<PublishedArticle>(path, Options, "published article");
    }
}
