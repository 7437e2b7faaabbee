using System.Globalization;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Comparison;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Article;

/// <summary>
/// docs/article.md: where the check run (<c>--save-check</c>, one more independent run kept out of the ranges) lands
/// in the ranges of the committed runs, benchmark by benchmark, as <c>compare</c> with several <c>--base</c> runs reports it.
/// </summary>
public sealed class ArticleCheckSection : IDocsSection
{
    /// <summary>How far outside the range a median may land and still be called close.</summary>
    public const double Close = 0.10;

    public string Id => "article-check";

    public string Render(DocsContext context)
    {
        if (ArticleResults.CheckFolder(context) is not { } folder || ArticleResults.LoadCheck(context) is not { } check)
        {
            return "_No check run committed: make one with `dotnet run -c Release --project StockPrices.Benchmarks -- --save-check`._\n";
        }

        var runs = ArticleResults.RunFolders(context);
        var checks = ResultsComparer.CheckRanges([.. runs.Select(run => new ComparedRun("--base", run))], new ComparedRun("--diff", folder));
        var environment = check.Environment;
        var inside = checks.Count(c => c.Outside == 0);
        var close = checks.Count(c => Math.Abs(c.Outside) <= Close);
        var far = checks.Where(c => Math.Abs(c.Outside) > Close).OrderByDescending(c => Math.Abs(c.Outside)).ToList();
        var lines = new List<string>
        {
            $"- The check run: started {environment.StartedUtc.ToString("yyyy-MM-dd HH:mm", CultureInfo.InvariantCulture)} UTC, {environment.WallTime.ToString(@"m\:ss", CultureInfo.InvariantCulture)} (m:ss) for {checks.Count} benchmarks, load average {environment.LoadAverageAtStart ?? "not recorded"} at the start and {environment.LoadAverageAtEnd ?? "not recorded"} at the end ([`check/results/`]({Path.GetRelativePath(context.DocsFolder, folder).Replace('\\', '/')}/)).",
            $"- Of its {checks.Count} medians, {inside} lie inside the range of the {runs.Count} committed runs and {close} within {Percent(Close)} of it; Allocated, rounded, lies inside for {checks.Count(c => c.BytesInside)}.",
        };
        lines.AddRange(far.Select(c =>
            $"  - `{c.Id.Split('.')[^2]}.{c.Id.Split('.')[^1]}`: {BenchmarkFormat.Time(c.Run.MedianNanoseconds)} against {BenchmarkFormat.Time(c.MinMedian)}–{BenchmarkFormat.Time(c.MaxMedian)}, {Percent(Math.Abs(c.Outside))} {(c.Outside > 0 ? "above" : "below")}"));
        return string.Join('\n', lines) + "\n";
    }

    private static string Percent(double share) => (share * 100).ToString("0", CultureInfo.InvariantCulture) + "%";
}
