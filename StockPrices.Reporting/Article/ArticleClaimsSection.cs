using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Article;

/// <summary>
/// The article's numeric claims beside what the committed runs measure, with a verdict taken in every run. A claim of
/// "about X" holds when the measurement is within a third of X either way; a byte count holds when it is equal.
/// </summary>
public sealed class ArticleClaimsSection : IDocsSection
{
    /// <summary>How far "about X" may be from X and still hold: a third of X either way.</summary>
    public const double AboutTolerance = 1.0 / 3;

    public string Id => "article-claims";

    public string Render(DocsContext context)
    {
        var results = ArticleResults.Load(context);
        var ranges = ArticleRanges.Load(context);
        var published = results.Published;
        var claim = published.Claim;
        var prose = Prose.Of("article");
        // What each claim is measured as is the sentence "claims.{id}".
        (PublishedClaim Claim, string Article, string Here, string MeasuredAs, string Verdict) Row(
            string id, Func<double, string> format, Func<ArticleFigures, double> measured, Func<double, double, bool> holds)
        {
            var claimed = claim(id).Value;
            var values = ranges.Each(measured).ToList();
            var held = values.Count(value => holds(value, claimed));
            var verdict = held == values.Count ? prose["claims.holds"] : held == 0 ? prose["claims.no-longer-holds"] : prose.Fill("claims.holds-in", new { held, runs = values.Count });
            return (claim(id), format(claimed), FigureRange.Of(values, format), prose["claims." + id], verdict);
        }

        (PublishedClaim Claim, string Article, string Here, string MeasuredAs, string Verdict)[] rows =
        [
            Row("sync-completion-time", Slower, f => f.AsyncTaskVsPureSync - 1, About),
            Row("sync-completion-bytes", v => BenchmarkFormat.Bytes(v), f => f.AsyncTaskBytes, Exactly),
            Row("valuetask-removes-allocation", v => BenchmarkFormat.Bytes(v), f => f.ValueTaskBytes, Exactly),
            Row("await-time", BenchmarkFormat.Time, f => f.AwaitNanoseconds, About),
            Row("await-bytes", v => BenchmarkFormat.Bytes(v), f => f.AwaitBytes, About),
        ];

        var table = new MarkdownTable("The article says", "Article", "Here", "Measured as", "Verdict").AlignRight(1..3);
        foreach (var row in rows)
        {
            table.AddRow(Quote(row.Claim), row.Article, row.Here, row.MeasuredAs, row.Verdict);
        }

        return $"{table}\n{prose.Fill("claims.legend", new { over = ranges.Over })}\n";
    }

    private static string Quote(PublishedClaim claim)
    {
        var text = claim.Quote.Replace("<", "&lt;", StringComparison.Ordinal).Replace(">", "&gt;", StringComparison.Ordinal).Replace("|", "\\|", StringComparison.Ordinal);
        return claim.Verbatim ? $"\"{text}\"" : Prose.Of("article").Fill("claims.paraphrased", new { text });
    }

    private static string Slower(double fraction) =>
        fraction >= 0 ? Prose.Of("article").Fill("claims.slower", new { percent = BenchmarkFormat.Percent(fraction) })
            : Prose.Of("article").Fill("claims.faster", new { percent = BenchmarkFormat.Percent(-fraction) });

    /// <summary>Whether a claim of "about <paramref name="claimed"/>" holds: within <see cref="AboutTolerance"/>.</summary>
    internal static bool About(double measured, double claimed) => Math.Abs(measured - claimed) <= Math.Abs(claimed) * AboutTolerance;

    /// <summary>Whether an exact claim, such as a byte count, holds; compared at the precision the table shows.</summary>
    internal static bool Exactly(double measured, double claimed) => Math.Round(measured) == claimed;
}
