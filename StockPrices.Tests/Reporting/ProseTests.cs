using System.Globalization;
using StockPrices.Reporting.Docs;

namespace StockPrices.Tests.Reporting;

public class ProseTests
{
    private const string Sample = """
        # Sample

        What these sentences are for.

        ## plain
        A sentence with no slot.

        ## ratio
        {candidate} is {ratio}× {baseline}.
        """;

    public static IEnumerable<string> Files => Prose.Files;

    [Test]
    public void TheAssembly_CarriesProseFiles() =>
        Prose.Files.Should().Contain(["article", "polling", "ring", "pipelines", "beyond", "paired"]);

    [TestCaseSource(nameof(Files))]
    public void EveryProseFile_ParsesIntoSentences(string file) =>
        Prose.Of(file).Keys.Should().NotBeEmpty();

    [Test]
    public void Parse_KeepsTheTextUnderEachHeadingAndDropsTheDescription()
    {
        var sentences = Prose.Parse(Sample, "sample");

        sentences.Should().Equal(new Dictionary<string, string>
        {
            ["plain"] = "A sentence with no slot.",
            ["ratio"] = "{candidate} is {ratio}× {baseline}.",
        });
    }

    [Test]
    public void Parse_RefusesAKeyGivenTwice() =>
        FluentActions.Invoking(() => Prose.Parse("## a\none\n## a\ntwo\n", "sample"))
            .Should().Throw<InvalidDataException>().WithMessage("*'a' is given twice*");

    [Test]
    public void Parse_RefusesAnEmptySentence() =>
        FluentActions.Invoking(() => Prose.Parse("## a\n\n## b\ntwo\n", "sample"))
            .Should().Throw<InvalidDataException>().WithMessage("*'a' is empty*");

    [Test]
    public void Fill_PutsEachValueInItsSlotInTheInvariantCulture()
    {
        var previous = Thread.CurrentThread.CurrentCulture;
        var commaDecimals = (CultureInfo)CultureInfo.InvariantCulture.Clone();
        commaDecimals.NumberFormat.NumberDecimalSeparator = ",";
        Thread.CurrentThread.CurrentCulture = commaDecimals;
        try
        {
            FillSample("ratio", new { candidate = "ValueTask", ratio = 1.25, baseline = "Task" })
                .Should().Be("ValueTask is 1.25× Task.");
        }
        finally
        {
            Thread.CurrentThread.CurrentCulture = previous;
        }
    }

    [Test]
    public void Fill_RefusesASlotLeftWithoutAValue() =>
        FluentActions.Invoking(() => FillSample("ratio", new { candidate = "ValueTask", ratio = 1.25 }))
            .Should().Throw<InvalidDataException>().WithMessage("*'ratio': no value for {baseline}*");

    [Test]
    public void Fill_RefusesAValueNoSlotTakes() =>
        FluentActions.Invoking(() => FillSample("plain", new { runs = 5 }))
            .Should().Throw<InvalidDataException>().WithMessage("*'plain': no {runs} slot*");

    [Test]
    public void Fill_RefusesAnUnknownKey() =>
        FluentActions.Invoking(() => Prose.Of("article").Fill("no-such-sentence"))
            .Should().Throw<InvalidDataException>().WithMessage("Prose/article.md has no sentence 'no-such-sentence'.");

    [Test]
    public void Of_RefusesAFileTheAssemblyDoesNotCarry() =>
        FluentActions.Invoking(() => Prose.Of("no-such-file"))
            .Should().Throw<InvalidDataException>().WithMessage("There is no Prose/no-such-file.md*");

    private static string FillSample(string key, object values) => Prose.FromMarkdown(Sample, "sample").Fill(key, values);
}
