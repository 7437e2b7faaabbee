using StockPrices.Results.Paired;

namespace StockPrices.Tests.Reporting.Results.Paired;

public class DistantCoresTests
{
    private const double Slice = 2_000_000;

    [Test]
    public void IsOnDistantCores_ARoundTripOverTwoAndAHalfTimesTheFastest()
    {
        var rounds = new[] { 60, 150, 150.1, 340, double.NaN }.Select(roundTrip => Round(Slice, roundTrip)).ToList();

        rounds.Select(round => round.IsOnDistantCores(fastestRoundTripNanoseconds: 60)).Should().Equal(false, false, true, true, false);
    }

    [Test]
    public void Estimate_RoundsOnDistantCoresAreEstimatedApartFromTheNearOnes()
    {
        // Near: the candidate takes twice the baseline's time per call; distant: two and a half times.
        var rounds = Enumerable.Range(0, 30).Select(i => i % 3 == 0 ? Round(1.25 * Slice, 340) : Round(Slice, 60)).ToList();

        var estimate = PairedEstimate.From([rounds], fastestRoundTripNanoseconds: 60);

        (estimate.RoundsKept, estimate.RoundsOnDistantCores, estimate.RoundsDropped).Should().Be((20, 10, 0));
        (estimate.Ratio!.Value.Median, estimate.DistantCoresRatio!.Value.Median).Should().Be((2.0, 2.5));
    }

    [Test]
    public void Estimate_ADisturbedRoundOnDistantCoresIsDroppedNotEstimated()
    {
        var rounds = Enumerable.Range(0, 30).Select(i => Round(Slice, i < 10 ? 340 : 60)).ToList();
        rounds[4] = rounds[4] with { CandidateRunQueueWaitNanoseconds = Slice };

        var estimate = PairedEstimate.From([rounds], fastestRoundTripNanoseconds: 60);

        (estimate.RoundsKept, estimate.RoundsOnDistantCores, estimate.RoundsDropped).Should().Be((20, 9, 1));
    }

    // The candidate runs 500 calls in the time the baseline runs 1,000 (times candidateTime / Slice).
    private static PairedRound Round(double candidateTime, double roundTrip) => new(1_000, Slice, 0, 500, candidateTime, 0, roundTrip);
}
