using StockPrices.Results.Paired;
using StockPrices.Results;

namespace StockPrices.Tests.Reporting.Results.Paired;

public class PairedReportRowsTests
{
    private static readonly PairedEstimate Estimate = new(
        new MedianInterval(1.8, 1.7, 1.9), new MedianInterval(60, 59, 61), new MedianInterval(108, 106, 110), 118, 2, 40, new MedianInterval(2.4, 2.3, 2.5));

    [Test]
    public void FromRow_ReadsBackWhatToRowWrote()
    {
        var row = PairedReportRows.ToRow(PairedComparisonId.TaskVsSync, "Sync", "Task", "per call", Estimate);

        PairedReportRows.FromRow(row).Should().Be((PairedComparisonId.TaskVsSync, Estimate));
        row.Labels.Should().Contain(PairedReportRows.BaselineLabel, "Sync").And.Contain(PairedReportRows.CandidateLabel, "Task").And.Contain(PairedReportRows.UnitLabel, "per call");
    }

    [Test]
    public void FromRow_AnUnknownId_IsNull() =>
        PairedReportRows.FromRow(new RunReportRow("NotAComparison", new Dictionary<string, string>(), new Dictionary<string, double>())).Should().BeNull();
}
