using StockPrices.Reporting.Docs;

namespace StockPrices.Tests.Reporting;

/// <summary>No number in the hand-written prose of the guide: see <see cref="DocsNumberRule"/>.</summary>
public class DocsNumberRuleTests
{
    private static readonly string Root = RepositoryRoot.Find(TestContext.CurrentContext.TestDirectory);

    /// <summary>
    /// Chapters written before the rule, with the exact number of violations they still have: adding a number
    /// fails, and so does removing one without lowering the count here. Each goes when its chapter is rewritten.
    /// </summary>
    private static readonly Dictionary<string, int> NotYetRewritten = new(StringComparer.Ordinal)
    {
    };

    private static IEnumerable<string> Chapters() => DocsChapters.All.Where(chapter => !NotYetRewritten.ContainsKey(chapter));

    private static IEnumerable<TestCaseData> ChaptersNotYetRewritten() =>
        NotYetRewritten.Select(chapter => new TestCaseData(chapter.Key, chapter.Value));

    [TestCaseSource(nameof(Chapters))]
    public void Chapter_HasNoNumberOutsideItsGeneratedRegions(string chapter)
    {
        var violations = DocsNumberRule.Violations(chapter, File.ReadAllText(Path.Combine(Root, chapter)));

        string.Join('\n', violations).Should().BeEmpty("numbers come from docs/results through generated regions (DocsNumberRule)");
    }

    [TestCaseSource(nameof(ChaptersNotYetRewritten))]
    public void ChapterNotYetRewritten_HasExactlyItsKnownViolations(string chapter, int known)
    {
        var violations = DocsNumberRule.Violations(chapter, File.ReadAllText(Path.Combine(Root, chapter)));

        violations.Should().HaveCount(known, "a new number fails; a removed one lowers the count in NotYetRewritten (or removes the chapter from it at zero)");
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
