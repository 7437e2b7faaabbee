using StockPrices.Results;

namespace StockPrices.Reporting.Docs;

/// <summary>What a section may read (the repository's docs/ and, through <see cref="Results"/>, its results) and the files it generates.</summary>
public sealed class DocsContext(string repositoryRoot)
{
    /// <summary>The committed results, read only through the store.</summary>
    public ResultsStore Results { get; } = new(repositoryRoot);

    private readonly Dictionary<string, string> _files = new(StringComparer.Ordinal);

    private readonly Dictionary<(Type, string), object> _loaded = [];

    public string RepositoryRoot { get; } = repositoryRoot;

    public string DocsFolder => Path.Combine(RepositoryRoot, "docs");

    /// <summary>docs/results: one folder per runtime, OS and architecture (see <see cref="ResultsStore"/>).</summary>
    public string ResultsFolder => Results.CommittedRoot;

    /// <summary>Files generated besides the markdown regions (e.g. SVG charts), by path relative to the repository.</summary>
    public IReadOnlyDictionary<string, string> Files => _files;

    /// <summary>
    /// What <paramref name="load"/> gives, loaded once per docs run and shared by every section that asks for the same
    /// <typeparamref name="T"/> and <paramref name="key"/>: each results file is read once, however many sections quote it.
    /// </summary>
    public T Loaded<T>(Func<DocsContext, T> load, string key = "")
        where T : class
    {
        if (!_loaded.TryGetValue((typeof(T), key), out var value))
        {
            value = load(this);
            _loaded[(typeof(T), key)] = value;
        }

        return (T)value;
    }

    /// <summary>
    /// Registers a generated file, e.g. <c>docs/charts/article.svg</c>; the generator writes or checks it. Returns its path
    /// relative to docs/ (<c>charts/article.svg</c>), for a chapter's link to it.
    /// </summary>
    public string AddFile(string relativePath, string content)
    {
        ArgumentException.ThrowIfNullOrEmpty(relativePath);
        var path = relativePath.Replace('\\', '/');
        _files[path] = content;
        return Path.GetRelativePath("docs", path).Replace('\\', '/');
    }
}
