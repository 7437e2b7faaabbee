using StockPrices.Results;

namespace StockPrices.Tests.Reporting;

/// <summary>No number in the hand-written prose of the guide: see <see cref="DocsNumberRule"/>.</summary>
public class DocsNumberRuleTests
{
    private static readonly string Root = RepositoryRoot.Find(TestContext.CurrentContext.TestDirectory);

    private static IEnumerable<string> Chapters() => DocsChapters.All;

    [Test]
    public void EveryChapterOfTheGuideIsChecked() =>
        Chapters().Should().Contain(["README.md", "docs/article.md"]).And.HaveCountGreaterThan(4);

    [TestCaseSource(nameof(Chapters))]
    public void Chapter_HasNoNumberOutsideItsGeneratedRegions(string chapter)
    {
        var violations = DocsNumberRule.Violations(chapter, File.ReadAllText(Path.Combine(Root, chapter)));

        violations.Should().BeEmpty();
    }

    [Test]
    public void ANumberTypedIntoProse_IsAViolation() =>
        DocsNumberRule.Violations("x.md", "NativeAOT took 4.4× as long.\n").Should().ContainSingle();

    [Test]
    public void ASpelledOutRatio_IsAViolation() =>
        DocsNumberRule.Violations("x.md", "It took about five times as long.\n").Should().ContainSingle();

    [Test]
    public void NumbersInGeneratedRegionsCodeAndLinkTargets_AreNotChecked() =>
        DocsNumberRule.Violations("x.md", "<!-- generated:a -->\n| 3.7 |\n<!-- /generated:a -->\nRun `ring --nodes 300` ([why](ring.md#n-300)).\n")
            .Should().BeEmpty();

    [Test]
    public void VersionsNamesDatesAndOrdinals_AreNotNumbersOfTheResults() =>
        DocsNumberRule.Violations("x.md", "## 2. On .NET 8, 9 and 10\nC# 14, BenchmarkDotNet 0.14.0, net48 and x64 (2018, dotnet/runtime#87541, Table 3).\n")
            .Should().BeEmpty();

    [Test]
    public void ExactWithoutATest_IsAViolation() =>
        DocsNumberRule.Violations("x.md", "The bytes are exact.\n").Should().ContainSingle();

    [Test]
    public void ExactBesideATest_IsAllowed() =>
        DocsNumberRule.Violations("x.md", "The bytes are exact (`SynchronousPathAllocationTests`).\n").Should().BeEmpty();

    [Test]
    public void QuietOutsideAGeneratedRegion_IsAViolation() =>
        DocsNumberRule.Violations("x.md", "Measured on a quiet machine.\n").Should().ContainSingle();
}
