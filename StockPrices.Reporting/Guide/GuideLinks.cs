namespace StockPrices.Reporting.Guide;

/// <summary>
/// Links from a generated region to the chapter section, benchmark class or test that shows a number, relative
/// to the page the region is in (docs/ for the guide, the repository root for README.md).
/// </summary>
public sealed class GuideLinks(string toRepositoryRoot, string toDocs)
{
    public static GuideLinks FromDocs { get; } = new("../", "");

    public static GuideLinks FromRepositoryRoot { get; } = new("", "docs/");

    /// <summary>A chapter, or one of its sections by GitHub heading anchor: <c>Chapter("article.md", "table-1")</c>.</summary>
    public string Chapter(string text, string page, string? anchor = null) =>
        $"[{text}]({toDocs}{page}{(anchor is null ? "" : "#" + anchor)})";

    /// <summary>An article benchmark class, by its file in StockPrices.Benchmarks/Article/.</summary>
    public string Benchmark(string className) =>
        $"[`{className}`]({toRepositoryRoot}StockPrices.Benchmarks/Article/{className}.cs)";

    /// <summary>A file of the repository (a test, a library folder), shown by its file name.</summary>
    public string File(string relativePath) =>
        $"[`{Path.GetFileName(relativePath.TrimEnd('/'))}`]({toRepositoryRoot}{relativePath})";
}
