namespace StockPrices.Tests.Reporting;

/// <summary>The guide's pages, relative to the repository: a missing one fails the docs tests.</summary>
internal static class DocsChapters
{
    public static IReadOnlyList<string> All { get; } =
    [
        "README.md",
        "docs/README.md",
        "docs/guide.md",
        "docs/method.md",
        "docs/article.md",
        "docs/beyond-the-article.md",
        "docs/runtimes.md",
        "docs/concurrency.md",
        "docs/pipelines.md",
        "docs/ring.md",
        "docs/dependencies.md",
        "docs/thread-pool-modes.md",
    ];
}
