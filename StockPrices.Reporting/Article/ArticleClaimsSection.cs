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
        var table = new MarkdownTable("The article says", "Article", "Here", "Measured as", "Verdict").AlignRight("Article", "Here");

        var syncTime = published.Claim("sync-completion-time");
        var overhead = figures.AsyncTaskVsPureSync - 1;
        table.AddRow(
            Quote(syncTime),
            $"{BenchmarkFormat.Percent(syncTime.Value)} slower",
            overhead >= 0 ? $"{BenchmarkFormat.Percent(overhead)} slower" : $"{BenchmarkFormat.Percent(-overhead)} faster",
            "Table 1: `GetStockPriceForAsync` over `GetPricesDirectlyFromCache`",
            About(overhead, syncTime.Value));

        var syncBytes = published.Claim("sync-completion-bytes");
        table.AddRow(
            Quote(syncBytes),
            BenchmarkFormat.Bytes(syncBytes.Value),
            BenchmarkFormat.Bytes(figures.AsyncTaskBytes),
            "Table 1: `GetStockPriceForAsync`, Allocated",
            Exactly(figures.AsyncTaskBytes, syncBytes.Value));

        var valueTask = published.Claim("valuetask-removes-allocation");
        table.AddRow(
            Quote(valueTask),
            BenchmarkFormat.Bytes(valueTask.Value),
            BenchmarkFormat.Bytes(figures.ValueTaskBytes),
            "Table 2: `GetStockPriceWithValueTaskAsync`, Allocated",
            Exactly(figures.ValueTaskBytes, valueTask.Value));

        var awaitTime = published.Claim("await-time");
        table.AddRow(
            Quote(awaitTime),
            BenchmarkFormat.Time(awaitTime.Value),
            BenchmarkFormat.Time(figures.AwaitNanoseconds),
            "Table 3: `GetStockPriceFor_Await` minus `GetStockPriceFor`, Mean",
            About(figures.AwaitNanoseconds, awaitTime.Value));

        var awaitBytes = published.Claim("await-bytes");
        table.AddRow(
            Quote(awaitBytes),
            BenchmarkFormat.Bytes(awaitBytes.Value),
            BenchmarkFormat.Bytes(figures.AwaitBytes),
            "Table 3: `GetStockPriceFor_Await` minus `GetStockPriceFor`, Allocated",
            About(figures.AwaitBytes, awaitBytes.Value));

        return $"{table}\n\"About X\" holds here when the measurement is within a third of X either way; a byte count holds when it is equal. Quotes marked (paraphrased) are not the article's words.\n";
    }

    private static string Quote(PublishedClaim claim)
    {
        var text = claim.Quote.Replace("<", "&lt;", StringComparison.Ordinal).Replace(">", "&gt;", StringComparison.Ordinal).Replace("|", "\\|", StringComparison.Ordinal);
        return claim.Verbatim ? $"\"{text}\"" : $"{text} (paraphrased)";
    }

    private static string About(double measured, double claimed) =>
        Math.Abs(measured - claimed) <= Math.Abs(claimed) * AboutTolerance ? "holds" : "no longer holds";

    private static string Exactly(double measured, double claimed) => measured == claimed ? "holds" : "no longer holds";
}
