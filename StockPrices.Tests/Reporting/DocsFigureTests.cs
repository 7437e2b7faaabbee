using StockPrices.Reporting.Article;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Figures;
using StockPrices.Results;

namespace StockPrices.Tests.Reporting;

/// <summary>Figure placeholders: prose is markdown, its numbers are the catalogue's (<see cref="InlineFigures"/>).</summary>
public class DocsFigureTests
{
    private static readonly string Root = RepositoryRoot.Find(TestContext.CurrentContext.TestDirectory);

    private static readonly DocsFigure Fixed = new("test.fixed", FigureStatistic.MedianAndSpreadOverRuns, FigureUnit.Ratio, _ => "1.87× ±2.1%");

    private string _folder = "";

    [SetUp]
    public void CreateRepository()
    {
        _folder = Directory.CreateTempSubdirectory("docs-figures-").FullName;
        Directory.CreateDirectory(Path.Combine(_folder, "docs"));
    }

    [TearDown]
    public void DeleteRepository() => Directory.Delete(_folder, recursive: true);

    [Test]
    public void APlaceholder_IsFilledFromTheCatalogueAndTheSentenceAroundItIsKept()
    {
        File.WriteAllText(Path.Combine(_folder, "docs", "x.md"), "It costs <!-- figure:test.fixed -->stale<!-- /figure --> the sync time.\n");

        var generated = new DocsGenerator(_folder, [], [Fixed]).Generate();

        generated["docs/x.md"].Should().Be("It costs <!-- figure:test.fixed -->1.87× ±2.1%<!-- /figure --> the sync time.\n");
    }

    [Test]
    public void APlaceholderNamingAnUnknownFigure_StopsTheGeneratorWithItsFileAndId()
    {
        File.WriteAllText(Path.Combine(_folder, "docs", "x.md"), "It costs <!-- figure:test.missing -->1.9×<!-- /figure -->.\n");

        var generate = () => new DocsGenerator(_folder, [], [Fixed]).Generate();

        generate.Should().Throw<InvalidDataException>().WithMessage("docs/x.md quotes the figure 'test.missing'*");
    }

    [Test]
    public void ANumberInsideAPlaceholder_IsNotTyped_ButOneBesideItIs() =>
        DocsNumberRule.Violations("x.md", "It costs <!-- figure:test.fixed -->1.87×<!-- /figure --> and 80 B.\n")
            .Should().ContainSingle().Which.Should().Contain("\"80\"");

    [Test]
    public void EveryCatalogueFigure_IsQuotedByTheDocs()
    {
        var quoted = DocsChapters.All
            .SelectMany(chapter => InlineFigures.Ids(File.ReadAllText(Path.Combine(Root, chapter))))
            .ToHashSet(StringComparer.Ordinal);

        FigureCatalogue.All.Select(figure => figure.Id).Where(id => !quoted.Contains(id)).Should().BeEmpty(
            "a figure nothing quotes is either dead or a placeholder that was removed from the prose");
    }

    [Test]
    public void FigureIds_AreUnique() =>
        FigureCatalogue.All.Select(figure => figure.Id).Should().OnlyHaveUniqueItems();
}
