using StockPrices.Reporting.Docs;

namespace StockPrices.Tests.Reporting;

public class DocsDriftTests
{
    [Test]
    public void EveryGeneratedTableAndChart_MatchesTheCommittedResults()
    {
        var root = RepositoryRoot.Find(TestContext.CurrentContext.TestDirectory);

        var drift = new DocsGenerator(root, DocsSections.All).FindDrift();

        drift.Should().BeEmpty(
            "docs/ and README.md are generated from docs/results; run `dotnet run -c Release --project StockPrices.Benchmarks -- docs` after changing either");
    }
}
