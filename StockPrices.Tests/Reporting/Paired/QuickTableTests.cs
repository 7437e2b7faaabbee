using StockPrices.Reporting.Paired;

namespace StockPrices.Tests.Reporting.Paired;

/// <summary>What <c>quick</c> prints: a table that fits a 120-column terminal, the comparisons it cannot tell apart, and the figures that differ from the reference.</summary>
public class QuickTableTests
{
    private static readonly MedianInterval Wide = new(10.23, 10.11, 10.40, 0.95);

    [Test]
    public void EveryTableLineFitsIn120ColumnsWithTheLongestComparisonNamesAndRatios()
    {
        var estimate = new PairedEstimate(Wide, new(12345.6, 12000.1, 12999.9, 0.95), Wide, RoundsKept: 1000, RoundsDropped: 24, RoundsOnDistantCores: 12, DistantCoresRatio: Wide, Launches: 60);
        var measured = PairedComparisons.All.Select(comparison => (comparison, estimate)).ToList();

        var printed = QuickTable.Build(measured, [.. measured.Select(m => PairedReportRows.ToRow(m.comparison, m.estimate))]);

        var table = printed.Split(Environment.NewLine).Where(line => line.StartsWith('|')).ToList();
        table.Should().HaveCount(PairedComparisons.All.Count + 2);
        table.Should().OnlyContain(line => line.Length <= 120, "the times per call and rounds are in the report file");
    }

    [Test]
    public void ComparisonsWhoseIntervalContainsOneAreNamedAsShowingNoDetectableDifference()
    {
        var undecided = PairedComparisons.All[1];
        var measured = PairedComparisons.All.Take(3)
            .Select(comparison => (comparison, new PairedEstimate(comparison == undecided ? new MedianInterval(0.99, 0.95, 1.01, 0.95) : Wide, null, null, 100, 0)))
            .ToList();

        QuickTable.Build(measured, reference: null).Should().Contain($"No detectable difference (the interval contains 1x): {undecided.Id}.");
    }

    [Test]
    public void TheVerdictNamesEachFigureWhoseIntervalDoesNotOverlapTheReferences()
    {
        var comparison = PairedComparisons.All[0];
        var reference = new PairedEstimate(new(1.8, 1.7, 1.9, 0.95), new(10, 9, 11, 0.95), new(18, 17, 19, 0.95), 100, 0);
        var now = reference with { Ratio = new(2.2, 2.1, 2.3, 0.95), CandidateNanosecondsPerCall = new(18.5, 18.2, 18.8, 0.95) };

        QuickTable.Verdict([(comparison, now)], [PairedReportRows.ToRow(comparison, reference)], "ref.json")
            .Should().Be($"Differ from the reference (ref.json) beyond their 95% intervals: {comparison.Id} ratio.");
    }

    [Test]
    public void TheVerdictSaysEveryFigureAgreesWhenEveryIntervalOverlapsAndAFigureWithoutOneIsNotCompared()
    {
        var comparison = PairedComparisons.All[0];
        var reference = new PairedEstimate(new(1.8, 1.7, 1.9, 0.95), new(10, 9, 11, 0.95), null, 100, 0);
        var now = reference with { Ratio = new(1.95, 1.85, 2.05, 0.95), CandidateNanosecondsPerCall = new(99, 98, 100, 0.95) };

        QuickTable.Verdict([(comparison, now)], [PairedReportRows.ToRow(comparison, reference)], "ref.json")
            .Should().Be("Every figure agrees with the reference (ref.json) within their 95% intervals.");
    }
}
