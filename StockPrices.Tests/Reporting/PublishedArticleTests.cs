using StockPrices.Reporting.Article;
using StockPrices.Results;

namespace StockPrices.Tests.Reporting;

public class PublishedArticleTests
{
    private static PublishedArticle LoadCommitted()
    {
        var root = RepositoryRoot.Find(TestContext.CurrentContext.TestDirectory);
        return PublishedArticle.Load(Path.Combine(root, "docs", "results", ArticleResults.PublishedFile));
    }

    [Test]
    public void TeplyakovTables_EveryScaledIsItsMeanOverTheBaselineMean()
    {
        // The article's Scaled column was a ratio of means to GetStockPriceFor, printed with two decimals:
        // a mistyped mean or Scaled in the data file breaks the equality.
        foreach (var table in LoadCommitted().Tables)
        {
            var baseline = table.Find("GetStockPriceFor")!;
            foreach (var row in table.Rows)
            {
                Math.Round(row.MeanNanoseconds / baseline.MeanNanoseconds, 2).Should().Be(row.Scaled, $"{table.Id} {row.Method}");
            }
        }
    }

    [Test]
    public void TeplyakovData_NamesItsSourceFileAndCommit()
    {
        var source = LoadCommitted().Source;

        source.Repository.Should().Be("https://github.com/SergeyTeplyakov/DissectingTheCode");
        source.Commit.Should().MatchRegex("^[0-9a-f]{40}$");
        source.Url.Should().StartWith("https://");
    }
}
