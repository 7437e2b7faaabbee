using System.Text.RegularExpressions;
using StockPrices.Results;

namespace StockPrices.Tests.Reporting;

/// <summary>docs/guide.md stays a two-minute read: at most 2,000 words, the flow first, one decision table of at most eight rows.</summary>
public partial class GuideShapeTests
{
    private const int MaxWords = 2_000;

    private const int MaxDecisionRows = 8;

    private static readonly string Guide = File.ReadAllText(Path.Combine(RepositoryRoot.Find(TestContext.CurrentContext.TestDirectory), "docs", "guide.md"));

    [Test]
    public void TheGuide_HasAtMostTwoThousandWords_CountedWithItsFigures()
    {
        var words = Whitespace().Split(Placeholder().Replace(Guide, "${value}")).Count(word => word.Length > 0);

        words.Should().BeLessThanOrEqualTo(MaxWords);
    }

    [Test]
    public void TheFlow_IsTheFirstSection_AndHasFiveSteps()
    {
        var sections = Heading().Matches(Guide).Select(m => m.Groups["title"].Value).ToList();
        var flow = Section("The flow");

        sections.First().Should().Be("The flow");
        NumberedStep().Matches(flow).Should().HaveCount(5);
    }

    [Test]
    public void TheDecisionTable_HasAtMostEightRows_TheFirstOfThemTheDefault()
    {
        var rows = Section("Decide").Split('\n').Where(line => line.StartsWith('|')).Skip(2).ToList();

        rows.Should().HaveCountLessThanOrEqualTo(MaxDecisionRows).And.HaveCountGreaterThan(1);
        rows[0].Should().Contain("The default");
    }

    private static string Section(string title)
    {
        var start = Guide.IndexOf($"\n## {title}\n", StringComparison.Ordinal);
        start.Should().BeGreaterThan(0, $"the guide has a section '{title}'");
        var end = Guide.IndexOf("\n## ", start + 1, StringComparison.Ordinal);
        return Guide[start..(end < 0 ? Guide.Length : end)];
    }

    [GeneratedRegex(@"<!-- figure:[\w.-]+ -->(?<value>.*?)<!-- /figure -->")]
    private static partial Regex Placeholder();

    [GeneratedRegex(@"\s+")]
    private static partial Regex Whitespace();

    [GeneratedRegex(@"^## (?<title>.+)$", RegexOptions.Multiline)]
    private static partial Regex Heading();

    [GeneratedRegex(@"^\d+\. \*\*", RegexOptions.Multiline)]
    private static partial Regex NumberedStep();
}
