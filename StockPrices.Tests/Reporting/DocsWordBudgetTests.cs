using StockPrices.Results;

namespace StockPrices.Tests.Reporting;

/// <summary>
/// README.md and docs/*.md stay a read a developer finishes: at most 25,000 words together, counted as
/// <c>wc -w docs/*.md README.md</c> counts them (every run of non-space characters, the markup of figures and
/// generated regions included).
/// </summary>
public class DocsWordBudgetTests
{
    private const int MaxWords = 25_000;

    [Test]
    public void TheReadmeAndTheDocs_HaveAtMostTwentyFiveThousandWords()
    {
        var root = RepositoryRoot.Find(TestContext.CurrentContext.TestDirectory);
        var pages = Directory.GetFiles(Path.Combine(root, "docs"), "*.md").Append(Path.Combine(root, "README.md"));

        var words = pages.Sum(page => File.ReadAllText(page).Split((char[]?)null, StringSplitOptions.RemoveEmptyEntries).Length);

        words.Should().BeLessThanOrEqualTo(MaxWords, "wc -w docs/*.md README.md is the budget; cut words elsewhere before adding them");
    }
}
