using StockPrices.Reporting;
using StockPrices.Reporting.Paired;
using StockPrices.Results.Paired;
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

    [Test]
    public void Ratio_WithEnoughLaunchesInTheNotes_GivesTheirSpreadBetweenProcesses()
    {
        // Two runs of 15 launches each: ratios 1.01 to 1.30 in steps of 0.01, one launch that kept no round.
        var launches = Enumerable.Range(1, 30).Select(i => 1 + (i / 100.0)).ToList();
        var results = Results(
            [(Ratio(1.10, 1.05, 1.15), [.. launches.Take(15), double.NaN]), (Ratio(1.20, 1.15, 1.25), launches.Skip(15).ToList())]);

        results.Ratio(PairedComparisonId.TaskVsSync).Should().Be("1.15× ±4.3% (1.04–1.27× in 8 of 10 processes)");
    }

    [Test]
    public void Ratio_WithFewerLaunchesThanItsSpreadNeeds_GivesNoSpreadBetweenProcesses() =>
        Results([(Ratio(1.10, 1.05, 1.15), [1.1, 1.2, 1.3])]).Ratio(PairedComparisonId.TaskVsSync).Should().Be("1.10×");

    [Test]
    public void LaunchRatios_AsQuickWritesThem_AreReadBack() =>
        PairedLaunchRatios.Parse(PairedComparisonId.TaskVsSync, [$"TaskVsSync: 3 launches, {PairedLaunchRatios.Format([1.25, double.NaN, 0.5])}; warm-ups 1, 2, 3 ms"])
            .Should().Equal(1.25, 0.5);

    private static PairedResults Results(params PairedEstimate[] runs) => Results([.. runs.Select(run => (run, (IReadOnlyList<double>)[]))]);

    private static PairedResults Results(IReadOnlyList<(PairedEstimate Estimate, IReadOnlyList<double> Launches)> runs) =>
        new(runs.Select(run => new RunReport("quick", "quick", DateTimeOffset.UnixEpoch, TimeSpan.Zero, Machine, new Dictionary<string, string>(),
            [PairedReportRows.ToRow(PairedComparisonId.TaskVsSync, "Sync", "Task", "per call", run.Estimate)],
            run.Launches.Count == 0 ? [] : [$"TaskVsSync: {run.Launches.Count} launches, {PairedLaunchRatios.Format(run.Launches)}; warm-ups 1 ms"])));

    private static PairedEstimate Ratio(double median, double lower, double upper) => new(
        new MedianInterval(median, lower, upper),
        new MedianInterval(100, 99, 101),
        new MedianInterval(100 * median, 99 * median, 101 * median),
        400,
        0);
}
