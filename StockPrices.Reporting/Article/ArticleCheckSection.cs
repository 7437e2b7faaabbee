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
    public string Id => "article-check";

    public string Render(DocsContext context)
    {
        if (ArticleResults.CheckFolder(context) is not { } folder)
        {
            return "_No check run committed: make one with `dotnet run -c Release --project StockPrices.Benchmarks -- --save-check`._\n";
        }

        var checkRun = ArticleResults.Load(context, folder);
        var runs = ArticleResults.RunFolders(context);
        var checks = ResultsComparer.CheckRanges([.. runs.Select(run => new ComparedRun("--base", run))], new ComparedRun("--diff", folder));
        var far = checks.Where(c => !c.Median.IsClose).OrderByDescending(c => Math.Abs(c.Median.Outside)).ToList();
        var lines = new List<string>
        {
            $"- The check run: {ArticleRunSection.When(checkRun, checks.Count)} ([`check/results/`]({Path.GetRelativePath(context.DocsFolder, folder).Replace('\\', '/')}/)).",
            $"- Of its {checks.Count} medians, {checks.Count(c => c.Median.IsInside)} lie inside the range of the {runs.Count} committed runs and {checks.Count(c => c.Median.IsClose)} within {RangePlacement.Percent(RangePlacement.CloseShare)} of it; Allocated, rounded, lies inside for {checks.Count(c => c.BytesInside)}.",
        };
        lines.AddRange(far.Select(c =>
            $"  - `{string.Join('.', c.Id.Split('.')[^2..])}`: {BenchmarkFormat.Time(c.Run.MedianNanoseconds)} against {BenchmarkFormat.Time(c.MinMedian)}–{BenchmarkFormat.Time(c.MaxMedian)}, {c.Median.Where}"));
        var suspending = checks.Where(c => c.Run.Categories.Contains(BenchmarkShape.AsyncAllTheWay) || c.Run.Categories.Contains(BenchmarkShape.CallerBlocks)).ToList();
        var offMedian = suspending.Where(c => Math.Abs(c.OffCommittedMedian) > RangePlacement.CloseShare).ToList();
        lines.Add($"- Of its {suspending.Count} rows that suspend (async all the way or caller blocks), {suspending.Count - offMedian.Count} lie within {RangePlacement.Percent(RangePlacement.CloseShare)} of the median the docs publish"
            + (offMedian.Count == 0 ? "." : ", and these do not:"));
        lines.AddRange(offMedian.Select(c =>
            $"  - `{string.Join('.', c.Id.Split('.')[^2..])}`: {BenchmarkFormat.Time(c.Run.MedianNanoseconds)} against {BenchmarkFormat.Time(c.CommittedMedian)}, {(c.OffCommittedMedian > 0 ? "+" : "")}{RangePlacement.Percent(c.OffCommittedMedian)}"));

        var committed = ArticleRanges.Load(context);
        var check = new ArticleFigures(checkRun);
        var headline = HeadlineFigures.All.Select(figure => (Figure: figure, Placement: figure.Place(committed, check))).ToList();
        lines.Add($"- Of the README's {headline.Count} headline figures from this suite, {headline.Count(h => h.Placement.IsInside)} hold the check run inside their range and {headline.Count(h => h.Placement.IsClose)} within {RangePlacement.Percent(RangePlacement.CloseShare)} of it (ratios and bytes as the headline rounds them):");
        var table = new MarkdownTable("Headline figure", $"Committed, {committed.Over}", "Check run", "Where").AlignRight($"Committed, {committed.Over}", "Check run");
        foreach (var (figure, placement) in headline)
        {
            table.AddRow(figure.Name, figure.Range(committed), figure.Format(placement.Value), placement.Where);
        }

        return string.Join('\n', lines) + "\n\n" + table + "\n";
    }
}
