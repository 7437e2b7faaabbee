using StockPrices.Results.Paired;

namespace StockPrices.Tests.Reporting.Results.Paired;

/// <summary>A comparison measured in several processes: its intervals include the spread between them, not only the rounds' own.</summary>
public class PairedLaunchesTests
{
    private const double Slice = 2_000_000;

    [Test]
    public void Estimate_TwoLaunchesThatDisagree_GiveAnIntervalThatReachesBoth()
    {
        // Each launch is tight around its own ratio (2.0 and 2.4); the first has most of the rounds, so the pooled
        // median and the pooled rounds' own interval lie within the first launch's.
        var first = Launch(60, i => 2.0 + (i % 3 * 0.01));
        var second = Launch(20, i => 2.4 + (i % 3 * 0.01));

        var estimate = PairedEstimate.From([first, second], fastestRoundTripNanoseconds: 60);
        var pooled = PairedEstimate.From([[.. first, .. second]], fastestRoundTripNanoseconds: 60);

        estimate.Launches.Should().Be(2);
        estimate.RoundsKept.Should().Be(80);
        estimate.Ratio!.Value.Median.Should().Be(pooled.Ratio!.Value.Median, "the median is the pooled rounds'");
        estimate.Ratio.Value.Lower.Should().BeLessThanOrEqualTo(2.01);
        estimate.Ratio.Value.Upper.Should().BeGreaterThanOrEqualTo(2.4, "the interval reaches the second launch: resampling the launches can draw it twice");
        pooled.Ratio.Value.Upper.Should().BeLessThan(2.1, "the pooled rounds alone hide the second launch");
        PairedEstimate.LaunchRatios([first, second], 60).Should().Equal([2.01, 2.41], (a, b) => Math.Abs(a - b) < 1e-9);
    }

    [Test]
    public void Estimate_ALaunchWhoseRoundsAllRanOnDistantCores_KeepsNoneAndHasNoRatio()
    {
        var near = Launch(30, _ => 2.0);
        var distant = Launch(30, _ => 3.0, roundTrip: 340);

        var estimate = PairedEstimate.From([near, distant], fastestRoundTripNanoseconds: 60);

        (estimate.RoundsKept, estimate.RoundsOnDistantCores, estimate.Ratio!.Value.Upper).Should().Be((30, 30, 2.0));
        PairedEstimate.LaunchRatios([near, distant], 60).Should().Equal(2.0, double.NaN);
    }

    private static List<PairedRound> Launch(int rounds, Func<int, double> ratio, double roundTrip = 60) =>
        [.. Enumerable.Range(0, rounds).Select(i => new PairedRound(1_000, Slice, 0, 1_000, Slice * ratio(i), 0, roundTrip))];
}
