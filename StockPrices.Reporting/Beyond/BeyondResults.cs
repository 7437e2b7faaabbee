using StockPrices.Reporting.Article;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Results;

namespace StockPrices.Reporting.Beyond;

/// <summary>
/// What docs/beyond-the-article.md is generated from: the committed BenchmarkDotNet run of the <c>beyond</c> command
/// (one full-JSON report per question, environment.json and BenchmarkDotNet's log), in the article's environment
/// folder; or nothing, until such a run is committed.
/// </summary>
public sealed class BeyondResults
{
    /// <summary>The command that measures the ten questions and publishes the run the chapter reads.</summary>
    public const string SaveCommand = "dotnet run -c Release --project StockPrices.Benchmarks -- beyond --save";

    /// <summary>What a generated region says while no run is committed.</summary>
    public const string NoCommittedRun = "No committed run yet: `" + SaveCommand + "` measures the ten questions and publishes the run, then `dotnet run -c Release --project StockPrices.Benchmarks -- docs` regenerates this page from it.";

    private readonly Dictionary<string, BenchmarkSummary> _summaries;

    private BeyondResults(IEnumerable<BenchmarkSummary> summaries, BenchmarkRunEnvironment environment, BenchmarkRunWarnings warnings)
    {
        _summaries = summaries.ToDictionary(s => s.Benchmarks[0].Type, StringComparer.Ordinal);
        Environment = environment;
        Warnings = warnings;
    }

    public BenchmarkRunEnvironment Environment { get; }

    /// <summary>BenchmarkDotNet's warnings and hints for each benchmark, from the run's log.</summary>
    public BenchmarkRunWarnings Warnings { get; }

    /// <summary>The committed run, or null when none is committed.</summary>
    public static BeyondResults? LoadCommitted(DocsContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        var folder = context.Results.CommittedFolder(ArticleResults.RunFolderName, ResultsScenarios.Beyond);
        return Directory.Exists(folder)
            ? new BeyondResults(
                BenchmarkResultsFile.LoadFolder(folder).Where(s => s.Benchmarks.Count > 0),
                BenchmarkRunEnvironmentFile.Load(folder),
                BenchmarkRunWarnings.Load(folder))
            : null;
    }

    /// <summary>The report of one question's class, e.g. <c>ElidingAsync</c>.</summary>
    public BenchmarkSummary Class(string benchmarkClass) =>
        _summaries.TryGetValue(benchmarkClass, out var summary)
            ? summary
            : throw new KeyNotFoundException($"The committed beyond run has no results for {benchmarkClass}; run `{SaveCommand}`.");
}
