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
        var prose = Prose.Of("article");
        if (ArticleResults.CheckFolder(context) is not { } folder)
        {
            return prose["check.none"] + "\n";
        }

        var checkRun = ArticleResults.Load(context, folder);
        var runs = ArticleResults.RunFolders(context);
        var checks = ResultsComparer.CheckRanges([.. runs.Select(run => new ComparedRun("--base", run))], new ComparedRun("--diff", folder));
        var far = checks.Where(c => !c.Median.IsClose).OrderByDescending(c => Math.Abs(c.Median.Outside)).ToList();
        var closeShare = RangePlacement.Percent(RangePlacement.CloseShare);
        var lines = new List<string>
        {
            prose.Fill("check.run", new { when = ArticleRunSection.When(checkRun, checks.Count), folder = Path.GetRelativePath(context.DocsFolder, folder).Replace('\\', '/') }),
            prose.Fill("check.medians", new { medians = checks.Count, inside = checks.Count(c => c.Median.IsInside), runs = runs.Count, close = checks.Count(c => c.Median.IsClose), closeShare, bytesInside = checks.Count(c => c.BytesInside) }),
        };
        lines.AddRange(far.Select(c => prose.Fill("check.far", new { benchmark = ShortId(c), median = BenchmarkFormat.Time(c.Run.MedianNanoseconds), min = BenchmarkFormat.Time(c.MinMedian), max = BenchmarkFormat.Time(c.MaxMedian), where = c.Median.Where })));
        var suspending = checks.Where(c => c.Run.Categories.Contains(BenchmarkShape.AsyncAllTheWay) || c.Run.Categories.Contains(BenchmarkShape.CallerBlocks)).ToList();
        var offMedian = suspending.Where(c => Math.Abs(c.OffCommittedMedian) > RangePlacement.CloseShare).ToList();
        lines.Add(prose.Fill("check.suspending", new { suspending = suspending.Count, near = suspending.Count - offMedian.Count, closeShare, end = offMedian.Count == 0 ? "." : prose["check.these-do-not"] }));
        lines.AddRange(offMedian.Select(c => prose.Fill("check.off-median", new { benchmark = ShortId(c), median = BenchmarkFormat.Time(c.Run.MedianNanoseconds), published = BenchmarkFormat.Time(c.CommittedMedian), off = (c.OffCommittedMedian > 0 ? "+" : "") + RangePlacement.Percent(c.OffCommittedMedian) })));

        var committed = ArticleRanges.Load(context);
        var check = new ArticleFigures(checkRun);
        var headline = HeadlineFigures.All.Select(figure => (Figure: figure, Placement: figure.Place(committed, check))).ToList();
        lines.Add(prose.Fill("check.headline", new { figures = headline.Count, inside = headline.Count(h => h.Placement.IsInside), close = headline.Count(h => h.Placement.IsClose), closeShare }));
        var table = new MarkdownTable("Headline figure", $"Committed, {committed.Over}", "Check run", "Where").AlignRight(1..3);
        foreach (var (figure, placement) in headline)
        {
            table.AddRow(figure.Name, figure.Range(committed), figure.Format(placement.Value), placement.Where);
        }

        return string.Join('\n', lines) + "\n\n" + table + "\n";
    }

    /// <summary>A benchmark's class and method, without its namespace.</summary>
    private static string ShortId(RangeCheck check) => string.Join('.', check.Id.Split('.')[^2..]);
}
