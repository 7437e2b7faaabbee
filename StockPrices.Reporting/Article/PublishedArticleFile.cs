using System.Text.Json;

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
        using var stream = File.OpenRead(path);
        return JsonSerializer.Deserialize<PublishedArticle>(stream, Options)
            ?? throw new InvalidDataException($"{path} holds no published article.");
    }
}
