using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;
using StockPrices.Results;
using StockPrices.Results.Quiet;

namespace StockPrices.Reporting.Article;

/// <summary>
/// What the article chapter is generated from: the committed BenchmarkDotNet run of the article suite
/// (one full-JSON report per benchmark class, and its environment.json) and the article's published numbers.
/// </summary>
public sealed class ArticleResults
{
    /// <summary>The committed run the chapter shows: docs/results/&lt;this&gt;/article/results.</summary>
    public const string RunFolderName = "net10.0-linux-x64";

    public const string PublishedFile = "published/teplyakov-2018.json";

    private readonly BenchmarkRun _run;

    private ArticleResults(BenchmarkRun run, PublishedArticle published) => (_run, Published) = (run, published);

    /// <summary>BenchmarkDotNet's warnings and hints for each benchmark, from the run's log.</summary>
    public BenchmarkRunWarnings Warnings => _run.Warnings;

    public BenchmarkRunEnvironment Environment => _run.Environment;

    /// <summary>The quiet-machine gate's figures from the run's record; null for a run made before the gate.</summary>
    public QuietMachineRecord? QuietMachine => _run.QuietMachine;

    public PublishedArticle Published { get; }

    public IEnumerable<BenchmarkSummary> Summaries => _run.Summaries.Values.OrderBy(s => s.Title, StringComparer.Ordinal);

    public static string ResultsFolder(DocsContext context) =>
        context.Results.CommittedFolderChecked(RunFolderName, ResultsScenarios.Article);

    public static ArticleResults Load(DocsContext context) => Load(context, ResultsFolder(context));

    /// <summary>
    /// Every committed run of the suite (separate processes, the same machine kind): the one the chapter's tables
    /// show, then its repeats in run order (<c>--save-repeat</c>; <see cref="ResultsStore"/> knows where they are).
    /// </summary>
    public static IReadOnlyList<ArticleResults> LoadAllRuns(DocsContext context) =>
        context.Loaded<IReadOnlyList<ArticleResults>>(c => [.. RunFolders(c).Select(run => Load(c, run))]);

    /// <summary>The folders of every committed run, in the order of <see cref="LoadAllRuns"/>.</summary>
    public static IReadOnlyList<string> RunFolders(DocsContext context) =>
        [ResultsFolder(context), .. context.Results.Repeats(RunFolderName, ResultsScenarios.Article, folder: true)];

    /// <summary>The check run's folder (<c>--save-check</c>): one more independent run, never part of the ranges; null when none is committed.</summary>
    public static string? CheckFolder(DocsContext context) =>
        context.Results.Check(RunFolderName, ResultsScenarios.Article, folder: true);

    /// <summary>One run's results folder (<see cref="BenchmarkRun"/>), with the article's published numbers.</summary>
    public static ArticleResults Load(DocsContext context, string folder) =>
        new(BenchmarkRun.Load(folder), PublishedArticle.Load(Path.Combine(context.Results.CommittedRoot, PublishedFile)));

    /// <summary>The report of one benchmark class, e.g. <c>SyncVsAsync</c>.</summary>
    public BenchmarkSummary Class(string benchmarkClass) =>
        _run.Summaries.TryGetValue(benchmarkClass, out var summary)
            ? summary
            : throw new KeyNotFoundException($"The committed article run has no results for {benchmarkClass}; run the suite (docs/article.md says how).");
}
