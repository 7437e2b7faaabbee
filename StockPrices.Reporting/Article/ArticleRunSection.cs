using System.Globalization;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Article;

/// <summary>How the committed run was made (environment, arguments, wall time) and which benchmarks missed 2% standard error.</summary>
public sealed class ArticleRunSection : IDocsSection
{
    /// <summary>BenchmarkDotNet's default target: standard error at most 2% of the mean.</summary>
    public const double PrecisionTarget = 0.02;

    public string Id => "article-run";

    public string Render(DocsContext context)
    {
        var results = ArticleResults.Load(context);
        var run = results.Environment;
        var env = run.Environment;
        var host = results.Summaries.First();
        var benchmarks = results.Summaries.SelectMany(s => s.Benchmarks).ToList();
        var imprecise = benchmarks.Where(b => !(b.RelativeStandardError <= PrecisionTarget)).ToList();

        var lines = new List<string>
        {
            $"- Runtime: {host.RuntimeVersion}, {env.Architecture}, {(env.ServerGarbageCollector ? "server" : "workstation")} GC",
            $"- OS: {env.OperatingSystem}; CPU: {env.Processor}, {env.ProcessorCount} logical cores",
            $"- BenchmarkDotNet {run.BenchmarkDotNetVersion.Split('+')[0]}; arguments: `{string.Join(' ', run.Arguments)}`",
            $"- Started {run.StartedUtc.ToString("yyyy-MM-dd HH:mm", CultureInfo.InvariantCulture)} UTC; the whole run (build included) took {run.WallTime.ToString(@"m\:ss", CultureInfo.InvariantCulture)} (m:ss) for {benchmarks.Count} benchmarks in {results.Summaries.Count()} classes",
            run.LoadAverageAtStart is null
                ? "- Load average: not recorded"
                : $"- Load average (1, 5, 15 min) on {env.ProcessorCount} cores: {run.LoadAverageAtStart} at the start, {run.LoadAverageAtEnd} at the end",
            imprecise.Count == 0
                ? $"- Precision: every benchmark's standard error is at most {BenchmarkFormat.Percent(PrecisionTarget)} of its mean"
                : $"- Precision: {benchmarks.Count - imprecise.Count} of {benchmarks.Count} benchmarks have a standard error of at most {BenchmarkFormat.Percent(PrecisionTarget)} of the mean; these do not: "
                  + string.Join(", ", imprecise.Select(b => $"`{b.Type}.{b.Method}` ({BenchmarkFormat.Percent(b.RelativeStandardError)}, {b.IterationCount} iterations)")),
        };
        return string.Join('\n', lines) + "\n";
    }
}
