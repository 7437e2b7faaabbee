using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Comparison;

namespace StockPrices.Tests.Reporting;

public class RangeCheckTests
{
    [Test]
    public void DrawnRunsWithin_ProcessesThatAllAgree_AlwaysLandNearThePublishedMedian()
    {
        var check = Check(committed: [.. Enumerable.Range(0, 5).Select(_ => Run(100, 100, 100))], launches: 3);

        check.DrawnRunsWithin(0.10).Should().Be(1.0);
    }

    [Test]
    public void DrawnRunsWithin_OneProcessInThreeSlow_MissesWhenTwoOfThreeDrawnAreSlow()
    {
        // Every committed run has two processes at 100 ns and one at 130 ns, so each run's median, and the published one,
        // is 100 ns. A drawn run of three processes has its median at 130 ns when two or three of them are slow:
        // 3 * (1/3)^2 * (2/3) + (1/3)^3 = 7/27 of draws.
        var check = Check(committed: [.. Enumerable.Range(0, 5).Select(_ => Run(100, 100, 130))], launches: 3);

        check.CommittedMedian.Should().Be(100);
        check.DrawnRunsWithin(0.10).Should().BeApproximately(1 - (7.0 / 27), 0.03, "2,000 draws put the share within about 3 standard errors");
    }

    [Test]
    public void DrawnRunsWithin_OneProcessARun_MissesAsOftenAsASlowProcessIsDrawn()
    {
        var check = Check(committed: [.. Enumerable.Range(0, 5).Select(_ => Run(100, 100, 130))], launches: 1);

        check.DrawnRunsWithin(0.10).Should().BeApproximately(2.0 / 3, 0.03);
    }

    [Test]
    public void DrawnRunsWithin_ReportsWithoutIterations_HaveNothingToDraw()
    {
        var bare = Result(median: 100, launches: []);

        new RangeCheck("Sample.Await", [bare, bare], bare).DrawnRunsWithin(0.10).Should().BeNull();
    }

    private static RangeCheck Check(IReadOnlyList<BenchmarkResult> committed, int launches) =>
        new("Sample.Await", committed, Result(median: 100, launches: [.. Enumerable.Range(0, launches).Select(_ => Iterations(100))]));

    /// <summary>One committed run whose processes each ran steadily at the given time, and its pooled median.</summary>
    private static BenchmarkResult Run(params double[] processNanoseconds)
    {
        var launches = processNanoseconds.Select(Iterations).ToList();
        return Result(global::StockPrices.Results.Median.Of(launches.SelectMany(l => l)), launches);
    }

    private static IReadOnlyList<double> Iterations(double nanoseconds) => [.. Enumerable.Repeat(nanoseconds, 15)];

    private static BenchmarkResult Result(double median, IReadOnlyList<IReadOnlyList<double>> launches) =>
        new("Sample", "Await", "StockPrices.Benchmarks.Article.Sample.Await", false, [], 45, median, median, 1, 0, new Dictionary<string, double>())
        {
            IterationsByLaunch = launches,
            Launches = Math.Max(1, launches.Count),
        };
}
