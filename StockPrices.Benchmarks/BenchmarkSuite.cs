using StockPrices.Benchmarks.Article;
using StockPrices.Benchmarks.Beyond;
using StockPrices.Results;

namespace StockPrices.Benchmarks;

/// <summary>
/// A BenchmarkDotNet suite that <see cref="ArticleSuite"/> runs and publishes as one: the command that names it,
/// the classes it selects (a namespace filter), and the results scenario its runs are saved under.
/// </summary>
/// <param name="Name">How error messages name the suite: the app for the default suite, else the command.</param>
/// <param name="Filter">BenchmarkDotNet's <c>--filter</c> when none is given: every class of one namespace.</param>
/// <param name="Folder">The scenario's folder below artifacts/results/&lt;environment&gt;.</param>
/// <param name="ResultsKey">The <see cref="ResultsScenarios"/> key the run is published under.</param>
internal sealed record BenchmarkSuite(string Name, string Filter, string Folder, string ResultsKey)
{
    /// <summary>The article's chapter (docs/article.md): the app with no command.</summary>
    public static BenchmarkSuite Article { get; } =
        new("StockPrices.Benchmarks", typeof(SyncVsAsync).Namespace + ".*", "article", ResultsScenarios.Article);

    /// <summary>The ten questions beyond the article (docs/beyond-the-article.md): the <c>beyond</c> command.</summary>
    public static BenchmarkSuite Beyond { get; } =
        new("beyond", typeof(ReusableValueTaskSource).Namespace + ".*", "beyond", ResultsScenarios.Beyond);
}
