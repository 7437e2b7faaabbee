using StockPrices.Reporting.Paired;

namespace StockPrices.Tests.Reporting.Paired;

/// <summary>What <c>quick</c> prints: a table that fits a 120-column terminal, and the comparisons it cannot tell apart.</summary>
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
}
