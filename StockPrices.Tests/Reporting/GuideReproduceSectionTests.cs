using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Guide;
using StockPrices.Results;

namespace StockPrices.Tests.Reporting;

/// <summary>docs/method.md's table of the commands that made the committed results, read from the repository's own results.</summary>
public class GuideReproduceSectionTests
{
    private static readonly string[] Rows = GuideDocs.All.Single(section => section.Id == "guide.reproduce")
        .Render(new DocsContext(RepositoryRoot.Find(TestContext.CurrentContext.TestDirectory)))
        .Split('\n');

    [Test]
    public void ResultsMeasuredOnNet11_GiveTheBuildTheyWereMeasuredWith()
    {
        Rows.Should().Contain(row => row.Contains("`results/net11.0-linux-x64/quick-report.json`", StringComparison.Ordinal)
            && row.Contains("`-f net11.0 -- quick", StringComparison.Ordinal));
        Rows.Should().Contain(row => row.Contains("`results/net11.0-runtime-async-linux-x64/quick-report.json`", StringComparison.Ordinal)
            && row.Contains("`-f net11.0 --property:StockPricesRuntimeAsync=true -- quick", StringComparison.Ordinal));
    }

    [Test]
    public void FilesOneCommandWroteTogether_ShareARow()
    {
        var grouped = Rows.Where(row => row.Contains("`results/runtimes-linux-x64/` (", StringComparison.Ordinal) && row.Contains("files)", StringComparison.Ordinal)).ToList();

        grouped.Should().NotBeEmpty("the runtimes command writes one file per class");
        grouped.Select(row => row.Split('|')[3].Trim()).Should().OnlyHaveUniqueItems("each command has one row for the files it wrote together");
    }

    [Test]
    public void TheBeyondSuite_HasItsRowAndItsOwnCommand() =>
        Rows.Should().ContainSingle(row => row.Contains("`results/net10.0-linux-x64/beyond/results/`", StringComparison.Ordinal)
            && row.Contains("`-- beyond ", StringComparison.Ordinal));
}
