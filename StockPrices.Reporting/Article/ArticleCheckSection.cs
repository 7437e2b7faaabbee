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
        if (Expected(prose, suspending, closeShare) is { } expected)
        {
            lines.Add(expected);
        }

        var committed = ArticleRanges.Load(context);
        var check = new ArticleFigures(checkRun);
        // Bytes are left out: the line on Allocated above already places every row's.
        var headline = HeadlineFigures.All.Where(figure => figure.Unit != FigureUnit.Bytes).Select(figure => (Figure: figure, Placement: figure.Place(committed, check))).ToList();
        lines.Add(prose.Fill("check.headline", new { figures = headline.Count, inside = headline.Count(h => h.Placement.IsInside), close = headline.Count(h => h.Placement.IsClose), closeShare }));
        var table = new MarkdownTable("Headline figure", $"Committed, {committed.Over}", "Check run", "Where").AlignRight(1..3);
        foreach (var (figure, placement) in headline)
        {
            table.AddRow(figure.Name, figure.Range(committed), figure.Format(placement.Value), placement.Where);
        }

        return string.Join('\n', lines) + "\n\n" + table + "\n";
    }

    /// <summary>
    /// How many of the suspending rows one run should be expected to keep near the published median, from runs drawn out
    /// of the committed runs' own processes; null when the committed reports hold no iterations to draw.
    /// </summary>
    private static string? Expected(Prose prose, IReadOnlyList<RangeCheck> suspending, string closeShare)
    {
        var drawn = suspending.Select(c => (Check: c, Within: c.DrawnRunsWithin(RangePlacement.CloseShare))).ToList();
        if (drawn.Count == 0 || drawn.Any(d => d.Within is null))
        {
            return null;
        }

        var least = drawn.MinBy(d => d.Within!.Value);
        var processes = suspending.Select(c => c.CommittedProcesses.Count).ToList();
        return prose.Fill("check.expected", new
        {
            launches = string.Join(" or ", suspending.Select(c => c.Run.Launches).Distinct().Order()),
            processes = processes.Min() == processes.Max() ? $"{processes.Min()}" : $"{processes.Min()}–{processes.Max()}",
            all = RangePlacement.Percent(drawn.Aggregate(1.0, (all, d) => all * d.Within!.Value)),
            suspending = suspending.Count,
            closeShare,
            misses = drawn.Sum(d => 1 - d.Within!.Value).ToString("0.0", CultureInfo.InvariantCulture),
            least = ShortId(least.Check),
            leastWithin = RangePlacement.Percent(least.Within!.Value),
        });
    }

    /// <summary>A benchmark's class and method, without its namespace.</summary>
    private static string ShortId(RangeCheck check) => string.Join('.', check.Id.Split('.')[^2..]);
}
