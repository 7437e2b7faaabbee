using StockPrices.Reporting.Paired;
using StockPrices.Results;
using StockPrices.Results.Paired;

namespace StockPrices.Tests.Reporting.Paired;

/// <summary>What <c>quick</c> prints: a table that fits a 120-column terminal, the comparisons it cannot tell apart, and the figures that differ from the reference.</summary>
public class QuickTableTests
{
    private static readonly MedianInterval Wide = new(10.23, 10.11, 10.40);

    [Test]
    public void EveryTableLineFitsIn120ColumnsWithTheLongestComparisonNamesAndRatios()
    {
        var estimate = new PairedEstimate(Wide, new(12345.6, 12000.1, 12999.9), Wide, RoundsKept: 1000, RoundsDropped: 24, RoundsOnDistantCores: 12, DistantCoresRatio: Wide, Launches: 60);
        var rows = Enum.GetValues<PairedComparisonId>().Select(id => Row(id, estimate)).ToList();

        var printed = QuickTable.Build(rows, rows);

        var table = printed.Split(Environment.NewLine).Where(line => line.StartsWith('|')).ToList();
        table.Should().HaveCount(rows.Count + 2);
        table.Should().OnlyContain(line => line.Length <= 120, "the times per call and rounds are in the report file");
    }

    [Test]
    public void ComparisonsWhoseIntervalContainsOneAreNamedAsShowingNoDetectableDifference()
    {
        var rows = new[]
        {
            Row(PairedComparisonId.TaskVsSync, new PairedEstimate(Wide, null, null, 100, 0)),
            Row(PairedComparisonId.ValueTaskVsTask, new PairedEstimate(new MedianInterval(0.99, 0.95, 1.01), null, null, 100, 0)),
            Row(PairedComparisonId.ValueTaskVsSync, new PairedEstimate(Wide, null, null, 100, 0)),
        };

        QuickTable.Build(rows, reference: null).Should().Contain($"No detectable difference (the interval contains 1x): {PairedComparisonId.ValueTaskVsTask}.");
    }

    [Test]
    public void EachComparisonIsExplainedByItsCandidateOverItsBaseline() =>
        QuickTable.Build([Row(PairedComparisonId.TaskVsSync, new PairedEstimate(Wide, null, null, 100, 0))], reference: null)
            .Should().Contain("- TaskVsSync: the candidate over the baseline");

    [Test]
    public void TheVerdictNamesEachFigureWhoseIntervalDoesNotOverlapTheReferences()
    {
        var reference = new PairedEstimate(new(1.8, 1.7, 1.9), new(10, 9, 11), new(18, 17, 19), 100, 0);
        var now = reference with { Ratio = new(2.2, 2.1, 2.3), CandidateNanosecondsPerCall = new(18.5, 18.2, 18.8) };

        QuickTable.Verdict([Row(PairedComparisonId.TaskVsSync, now)], [Row(PairedComparisonId.TaskVsSync, reference)], "ref.json")
            .Should().Be("Differ from the reference (ref.json) beyond their 95% intervals: TaskVsSync ratio.");
    }

    [Test]
    public void TheVerdictSaysEveryFigureAgreesWhenEveryIntervalOverlapsAndAFigureWithoutOneIsNotCompared()
    {
        var reference = new PairedEstimate(new(1.8, 1.7, 1.9), new(10, 9, 11), null, 100, 0);
        var now = reference with { Ratio = new(1.95, 1.85, 2.05), CandidateNanosecondsPerCall = new(99, 98, 100) };

        QuickTable.Verdict([Row(PairedComparisonId.TaskVsSync, now)], [Row(PairedComparisonId.TaskVsSync, reference)], "ref.json")
            .Should().Be("Every figure agrees with the reference (ref.json) within their 95% intervals.");
    }

    [Test]
    public void TheVerdictNamesAComparisonTheReferenceDoesNotHave() =>
        QuickTable.Verdict([Row(PairedComparisonId.ValueTaskVsTask, new PairedEstimate(Wide, null, null, 100, 0))], [Row(PairedComparisonId.TaskVsSync, new PairedEstimate(Wide, null, null, 100, 0))], "ref.json")
            .Should().Be("Differ from the reference (ref.json) beyond their 95% intervals: ValueTaskVsTask (not in the reference).");

    private static RunReportRow Row(PairedComparisonId id, PairedEstimate estimate) =>
        PairedReportRows.ToRow(id, "the baseline", "the candidate", "per call", estimate);
}
