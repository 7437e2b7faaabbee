using StockPrices.Results.Paired;
using StockPrices.Results;

namespace StockPrices.Tests.Reporting.Results.Paired;

public class LaunchBootstrapTests
{
    [Test]
    public void Of_OneLaunch_IsTheOrderStatisticIntervalOfItsValues()
    {
        double[] values = [10, 3, 8, 1, 7, 2, 9, 4, 6, 5];

        LaunchBootstrap.Of([values, []]).Should().Be(MedianInterval.Of(values));
    }

    [Test]
    public void Of_TooFewValuesInAll_HasNoInterval() =>
        LaunchBootstrap.Of([[1, 2], [3, 4, 5]]).Should().BeNull();

    [Test]
    public void Of_TheSameLaunchesTwice_GivesTheSameInterval()
    {
        var launches = Simulated(new Random(1), launches: 7, perLaunch: 30, spreadBetween: 0.1);

        LaunchBootstrap.Of(launches).Should().Be(LaunchBootstrap.Of(launches));
    }

    [Test]
    public void Of_SeveralLaunches_TheMedianIsThePooledValuesMedian()
    {
        var launches = Simulated(new Random(2), launches: 5, perLaunch: 21, spreadBetween: 0.1);

        LaunchBootstrap.Of(launches)!.Value.Median.Should().Be(Median.Of(launches.SelectMany(l => l)));
    }

    [Test]
    public void Of_OneOddLaunchAmongMany_DoesNotReachIt()
    {
        // Ten processes agree on about 2.0, one read 3.0 throughout: the pooled median cannot be moved that far by
        // resampling, so the interval stays near 2.0 where one spanning every launch's own would reach 3.0.
        List<IReadOnlyList<double>> launches = [.. Enumerable.Range(0, 10).Select(l => Values(20, i => 2.0 + (((i + l) % 5) * 0.005))), Values(20, _ => 3.0)];

        var interval = LaunchBootstrap.Of(launches)!.Value;

        (interval.Lower, interval.Upper).Should().Match<(double Lower, double Upper)>(i => i.Lower >= 2.0 && i.Upper < 2.1);
    }

    [Test]
    public void Of_TwoLaunchesThatDisagree_ReachesFromOneToTheOther()
    {
        List<IReadOnlyList<double>> launches = [Values(60, i => 2.0 + (i % 3 * 0.01)), Values(20, i => 2.4 + (i % 3 * 0.01))];

        var interval = LaunchBootstrap.Of(launches)!.Value;

        interval.Lower.Should().BeLessThanOrEqualTo(2.01);
        interval.Upper.Should().BeGreaterThanOrEqualTo(2.4, "a resample may draw the second launch twice");
    }

    [Test]
    public void Of_LaunchesThatEachSettleApart_CoversTheTrueMedianAboutAsOftenAsItSays()
    {
        // Each simulated run: 11 launches, each shifted by its own offset (a process's state) around a true median
        // of 1.0, with noise within it. The percentile bootstrap over 11 clusters covers a little less than 95%; an
        // interval that only spans the rounds (too narrow) or every launch's own (too wide) falls outside these bounds.
        var random = new Random(3);
        const int Runs = 100;
        var covered = Enumerable.Range(0, Runs).Count(_ => LaunchBootstrap.Of(Simulated(random, launches: 11, perLaunch: 10, spreadBetween: 0.1))!.Value.Contains(1.0));

        ((double)covered / Runs).Should().BeInRange(0.85, 0.99);
    }

    private static IReadOnlyList<double> Values(int count, Func<int, double> value) => [.. Enumerable.Range(0, count).Select(value)];

    private static List<IReadOnlyList<double>> Simulated(Random random, int launches, int perLaunch, double spreadBetween) =>
        [.. Enumerable.Range(0, launches).Select(_ =>
        {
            var offset = Normal(random) * spreadBetween;
            return Values(perLaunch, _ => 1.0 + offset + (Normal(random) * 0.02));
        })];

    private static double Normal(Random random) =>
        Math.Sqrt(-2 * Math.Log(1 - random.NextDouble())) * Math.Cos(2 * Math.PI * random.NextDouble());
}
