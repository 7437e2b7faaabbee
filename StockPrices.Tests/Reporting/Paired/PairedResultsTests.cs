using StockPrices.Reporting;
using StockPrices.Reporting.Paired;
using StockPrices.Results;

namespace StockPrices.Tests.Reporting.Paired;

public class PairedResultsTests
{
    private static readonly EnvironmentInfo Machine = new(".NET 10.0.12", "10.0.12", "Debian GNU/Linux 12 (bookworm)", "X64", "AMD EPYC", 2, false, "host");

    [Test]
    public void Ratio_IsTheMedianOfTheRunsWithTheirRange() =>
        Results(Ratio(1.90, 1.85, 1.95), Ratio(2.00, 1.95, 2.05), Ratio(1.96, 1.90, 2.02)).Ratio(PairedComparisonId.TaskVsSync)
            .Should().Be("1.96× ±2.0%");

    [Test]
    public void Ratio_WhenEveryRunsIntervalContainsOne_SaysNoDetectableDifference() =>
        Results(Ratio(1.00, 0.99, 1.01), Ratio(0.99, 0.98, 1.00), Ratio(1.01, 0.99, 1.03)).Ratio(PairedComparisonId.TaskVsSync)
            .Should().Be("no detectable difference: 1.00× ±1.0%");

    [Test]
    public void Ratio_WhenSomeRunsCannotTell_SaysHowMany() =>
        Results(Ratio(0.96, 0.95, 0.97), Ratio(0.99, 0.97, 1.01), Ratio(0.95, 0.94, 0.96)).Ratio(PairedComparisonId.TaskVsSync)
            .Should().Be("0.96× ±1.0%; no detectable difference in 1 of 3 runs");

    [Test]
    public void Ratio_OfAComparisonNoRunMeasured_IsNull() =>
        Results(Ratio(1.90, 1.85, 1.95)).Ratio(PairedComparisonId.PooledVsUnpooled).Should().BeNull();

    [Test]
    public void Times_AreTheMediansOfEachSidesRunMedians()
    {
        var results = Results(Ratio(1.90, 1.85, 1.95), Ratio(2.00, 1.95, 2.05));

        results.BaselineTime(PairedComparisonId.TaskVsSync).Should().Be("100.0 ns");
        results.CandidateTime(PairedComparisonId.TaskVsSync).Should().Be("195.0 ns ±2.6%");
    }

    private static PairedResults Results(params PairedEstimate[] runs) =>
        new(runs.Select(estimate => new RunReport("quick", "quick", DateTimeOffset.UnixEpoch, TimeSpan.Zero, Machine, new Dictionary<string, string>(),
            [PairedReportRows.ToRow(PairedComparisons.Get(PairedComparisonId.TaskVsSync), estimate)], [])));

    private static PairedEstimate Ratio(double median, double lower, double upper) => new(
        new MedianInterval(median, lower, upper, 0.95),
        new MedianInterval(100, 99, 101, 0.95),
        new MedianInterval(100 * median, 99 * median, 101 * median, 0.95),
        400,
        0);
}
