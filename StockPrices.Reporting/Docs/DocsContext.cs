namespace StockPrices.Reporting.Docs;

/// <summary>What a section may read (the repository's docs/ and results) and the files it generates.</summary>
public sealed class DocsContext(string repositoryRoot)
{
    private readonly Dictionary<string, string> _files = new(StringComparer.Ordinal);

    public string RepositoryRoot { get; } = repositoryRoot;

    public string DocsFolder => Path.Combine(RepositoryRoot, "docs");

    /// <summary>docs/results: one folder per runtime, OS and architecture.</summary>
    public string ResultsFolder => Path.Combine(DocsFolder, "results");

    /// <summary>Files generated besides the markdown regions (e.g. SVG charts), by path relative to the repository.</summary>
    public IReadOnlyDictionary<string, string> Files => _files;

    /// <summary>Registers a generated file, e.g. <c>docs/charts/article.svg</c>; the generator writes or checks it.</summary>
    public void AddFile(string relativePath, string content)
    {
        ArgumentException.ThrowIfNullOrEmpty(relativePath);
        ArgumentNullException.ThrowIfNull(content);
        _files[relativePath.Replace('\\', '/')] = content;
    }
}
