using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Article;

/// <summary>
/// The article's numeric claims beside what the committed run measures, with a verdict. A claim of "about X"
/// holds when the measurement is within a third of X either way; a byte count holds when it is equal.
/// </summary>
public sealed class ArticleClaimsSection : IDocsSection
{
    /// <summary>How far "about X" may be from X and still hold: a third of X either way.</summary>
    public const double AboutTolerance = 1.0 / 3;

    public string Id => "article-claims";

    public string Render(DocsContext context)
    {
        var results = ArticleResults.Load(context);
        var figures = new ArticleFigures(results);
        var published = results.Published;
        var overhead = figures.AsyncTaskVsPureSync - 1;
        var claim = published.Claim;
        (PublishedClaim Claim, string Article, string Here, string MeasuredAs, string Verdict)[] rows =
        [
            (claim("sync-completion-time"), Slower(claim("sync-completion-time").Value), Slower(overhead),
                "Table 1: `GetStockPriceForAsync` over `GetPricesDirectlyFromCache`", About(overhead, claim("sync-completion-time").Value)),
            (claim("sync-completion-bytes"), BenchmarkFormat.Bytes(claim("sync-completion-bytes").Value), BenchmarkFormat.Bytes(figures.AsyncTaskBytes),
                "Table 1: `GetStockPriceForAsync`, Allocated", Exactly(figures.AsyncTaskBytes, claim("sync-completion-bytes").Value)),
            (claim("valuetask-removes-allocation"), BenchmarkFormat.Bytes(claim("valuetask-removes-allocation").Value), BenchmarkFormat.Bytes(figures.ValueTaskBytes),
                "Table 2: `GetStockPriceWithValueTaskAsync`, Allocated", Exactly(figures.ValueTaskBytes, claim("valuetask-removes-allocation").Value)),
            (claim("await-time"), BenchmarkFormat.Time(claim("await-time").Value), BenchmarkFormat.Time(figures.AwaitNanoseconds),
                "Table 3: `GetStockPriceFor_Await` minus `GetStockPriceFor`, Mean", About(figures.AwaitNanoseconds, claim("await-time").Value)),
            (claim("await-bytes"), BenchmarkFormat.Bytes(claim("await-bytes").Value), BenchmarkFormat.Bytes(figures.AwaitBytes),
                "Table 3: `GetStockPriceFor_Await` minus `GetStockPriceFor`, Allocated", About(figures.AwaitBytes, claim("await-bytes").Value)),
        ];

        var table = new MarkdownTable("The article says", "Article", "Here", "Measured as", "Verdict").AlignRight("Article", "Here");
        foreach (var row in rows)
        {
            table.AddRow(Quote(row.Claim), row.Article, row.Here, row.MeasuredAs, row.Verdict);
        }

        return $"{table}\n\"About X\" holds here when the measurement is within a third of X either way; a byte count holds when it is equal. Quotes marked (paraphrased) are not the article's words.\n";
    }

    private static string Quote(PublishedClaim claim)
    {
        var text = claim.Quote.Replace("<", "&lt;", StringComparison.Ordinal).Replace(">", "&gt;", StringComparison.Ordinal).Replace("|", "\\|", StringComparison.Ordinal);
        return claim.Verbatim ? $"\"{text}\"" : $"{text} (paraphrased)";
    }

    private static string Slower(double fraction) =>
        fraction >= 0 ? $"{BenchmarkFormat.Percent(fraction)} slower" : $"{BenchmarkFormat.Percent(-fraction)} faster";

    /// <summary>The verdict on a claim of "about <paramref name="claimed"/>": holds within <see cref="AboutTolerance"/>.</summary>
    internal static string About(double measured, double claimed) =>
        Math.Abs(measured - claimed) <= Math.Abs(claimed) * AboutTolerance ? "holds" : "no longer holds";

    /// <summary>The verdict on an exact claim, such as a byte count.</summary>
    internal static string Exactly(double measured, double claimed) => measured == claimed ? "holds" : "no longer holds";
}
