using System.Text.RegularExpressions;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Figures;
using StockPrices.Results;

namespace StockPrices.Tests.Reporting;

public partial class DocsDriftTests
{
    private static readonly string Root = RepositoryRoot.Find(TestContext.CurrentContext.TestDirectory);

    [Test]
    public void EveryGeneratedTableAndChart_MatchesTheCommittedResults()
    {
        var drift = new DocsGenerator(Root, DocsSections.All, FigureCatalogue.All).FindDrift();

        drift.Should().BeEmpty(
            "docs/ and README.md are generated from docs/results; run `dotnet run -c Release --project StockPrices.Benchmarks -- docs` after changing either");
    }

    [TestCaseSource(typeof(DocsChapters), nameof(DocsChapters.All))]
    public void Chapter_Exists(string chapter) =>
        File.Exists(Path.Combine(Root, chapter)).Should().BeTrue($"{chapter} is a page of the guide");

    [Test]
    public void EverySection_HasExactlyOneRegionWithBothMarkers()
    {
        var markers = DocsChapters.All
            .Where(chapter => File.Exists(Path.Combine(Root, chapter)))
            .SelectMany(chapter => Marker().Matches(File.ReadAllText(Path.Combine(Root, chapter))).Select(m => (m.Groups["end"].Success, m.Groups["id"].Value)))
            .ToList();

        var problems = DocsSections.All.Select(section => section.Id)
            .Select(id => (Id: id, Starts: markers.Count(m => !m.Success && m.Value == id), Ends: markers.Count(m => m.Success && m.Value == id)))
            .Where(count => count.Starts != 1 || count.Ends != 1)
            .Select(count => $"{count.Id}: {count.Starts} start marker(s), {count.Ends} end marker(s)");

        problems.Should().BeEmpty("every generated section appears once in the guide, between <!-- generated:ID --> and <!-- /generated:ID -->");
    }

    [Test]
    public void EveryMarker_BelongsToASection()
    {
        var known = DocsSections.All.Select(section => section.Id).ToHashSet(StringComparer.Ordinal);

        var unknown = DocsChapters.All
            .Where(chapter => File.Exists(Path.Combine(Root, chapter)))
            .SelectMany(chapter => Marker().Matches(File.ReadAllText(Path.Combine(Root, chapter))).Select(m => $"{chapter}: {m.Value}"))
            .Where(marker => !known.Any(id => marker.EndsWith($":{id} -->", StringComparison.Ordinal)));

        unknown.Should().BeEmpty();
    }

    [GeneratedRegex(@"<!-- (?<end>/)?generated:(?<id>[\w.-]+) -->")]
    private static partial Regex Marker();
}
