namespace StockPrices.Reporting.Docs;

/// <summary>
/// A markdown file this assembly carries (its csproj embeds it under its own path, <c>Prose/article.md</c>), read by
/// that path.
/// </summary>
internal static class EmbeddedMarkdown
{
    public static string Read(string path)
    {
        using var stream = typeof(EmbeddedMarkdown).Assembly.GetManifestResourceStream(path)
            ?? throw new InvalidDataException($"There is no {path} in {typeof(EmbeddedMarkdown).Assembly.GetName().Name}.");
        using var reader = new StreamReader(stream);
        return reader.ReadToEnd();
    }
}
