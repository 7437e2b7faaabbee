using System.Text.RegularExpressions;
using StockPrices.Reporting.Figures;
using StockPrices.Results;

namespace StockPrices.Reporting.Docs;

/// <summary>
/// Regenerates every generated region and every figure placeholder of README.md and docs/**/*.md, and the files the
/// sections draw, from the committed results; or lists what differs from them (the drift check).
/// </summary>
public sealed partial class DocsGenerator(string repositoryRoot, IEnumerable<DocsSection> sections, IEnumerable<DocsFigure> figures)
{
    private readonly Dictionary<string, DocsSection> _sections = sections.ToDictionary(s => s.Id, StringComparer.Ordinal);

    private readonly Dictionary<string, DocsFigure> _figures = figures.ToDictionary(f => f.Id, StringComparer.Ordinal);

    /// <summary>Every generated file with the content it should have, by path relative to the repository.</summary>
    public IReadOnlyDictionary<string, string> Generate()
    {
        var context = new DocsContext(repositoryRoot);
        var expected = new SortedDictionary<string, string>(StringComparer.Ordinal);
        foreach (var path in MarkdownFiles())
        {
            var relativePath = Path.GetRelativePath(repositoryRoot, path).Replace('\\', '/');
            var current = File.ReadAllText(path);
            var regenerated = GeneratedRegion().Replace(current, match => RenderRegion(match, path, context));
            expected[relativePath] = InlineFigures.Fill(regenerated, _figures, context, relativePath);
        }

        foreach (var (relativePath, content) in context.Files)
        {
            expected[relativePath] = content;
        }

        return expected;
    }

    /// <summary>Writes what <see cref="Generate"/> gives and returns the files that changed.</summary>
    public IReadOnlyList<string> Write()
    {
        var generated = Generate();
        var changed = Drift(generated);
        foreach (var relativePath in changed)
        {
            Results.AtomicWrite.File(Path.Combine(repositoryRoot, relativePath), generated[relativePath]);
        }

        return changed;
    }

    /// <summary>The generated files whose committed content differs from what the results give.</summary>
    public IReadOnlyList<string> FindDrift() => Drift(Generate());

    private List<string> Drift(IReadOnlyDictionary<string, string> generated) =>
        generated
            .Where(file =>
            {
                var path = Path.Combine(repositoryRoot, file.Key);
                return !File.Exists(path) || File.ReadAllText(path) != file.Value;
            })
            .Select(file => file.Key)
            .ToList();

    private IEnumerable<string> MarkdownFiles()
    {
        var readme = Path.Combine(repositoryRoot, "README.md");
        var docs = Path.Combine(repositoryRoot, "docs");
        var files = Directory.Exists(docs)
            ? Directory.EnumerateFiles(docs, "*.md", SearchOption.AllDirectories)
            : [];
        return (File.Exists(readme) ? files.Prepend(readme) : files).Order(StringComparer.Ordinal);
    }

    private string RenderRegion(Match match, string path, DocsContext context)
    {
        var id = match.Groups["id"].Value;
        if (!_sections.TryGetValue(id, out var section))
        {
            throw new InvalidDataException(
                $"{Path.GetRelativePath(repositoryRoot, path)} has a region 'generated:{id}' that no section generates. Known: {string.Join(", ", _sections.Keys.Order())}.");
        }

        var body = section.Render(context).TrimEnd('\n');
        return $"<!-- generated:{id} -->\n{body}\n<!-- /generated:{id} -->";
    }

    [GeneratedRegex(@"<!-- generated:(?<id>[\w.-]+) -->\n.*?<!-- /generated:\k<id> -->", RegexOptions.Singleline)]
    private static partial Regex GeneratedRegion();
}

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
