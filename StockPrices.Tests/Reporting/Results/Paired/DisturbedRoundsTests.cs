using StockPrices.Results.Paired;

namespace StockPrices.Tests.Reporting.Results.Paired;

public class DisturbedRoundsTests
{
    private const double Slice = 2_000_000;

    [Test]
    public void Find_QuietRounds_DropsNone() =>
        DisturbedRounds.Find(Rounds(30)).Should().NotContain(true);

    [Test]
    public void Find_ASliceThatWaitedInTheRunQueueOverFivePercentOfItsTime_DropsItsRound()
    {
        var rounds = Rounds(30);
        rounds[7] = rounds[7] with { CandidateRunQueueWaitNanoseconds = (0.05 * Slice) + 1 };
        rounds[8] = rounds[8] with { BaselineRunQueueWaitNanoseconds = 0.05 * Slice };

        Disturbed(rounds).Should().Equal(7);
    }

    [Test]
    public void Find_ASliceOverOneAndAHalfTimesTheMedianAroundIt_DropsItsRound()
    {
        var rounds = Rounds(30);
        rounds[0] = rounds[0] with { BaselineNanoseconds = (1.5 * Slice) + 1 };
        rounds[20] = rounds[20] with { CandidateNanoseconds = 1.5 * Slice };
        rounds[29] = rounds[29] with { CandidateNanoseconds = 3 * Slice };

        Disturbed(rounds).Should().Equal(0, 29);
    }

    [Test]
    public void Find_ASliceThatHandsItsCallsToThePool_IsNotJudgedByItsTime()
    {
        // The candidate's wait is not measured (NaN): its slices run on pool workers, and their spread is what it costs.
        var rounds = Rounds(30).Select(round => round with { CandidateRunQueueWaitNanoseconds = double.NaN }).ToList();
        rounds[5] = rounds[5] with { CandidateNanoseconds = 3 * Slice };
        rounds[6] = rounds[6] with { BaselineNanoseconds = 3 * Slice };

        Disturbed(rounds).Should().Equal(6);
    }

    [Test]
    public void Estimate_DropsTheDisturbedRoundsAndCountsThem()
    {
        var rounds = Rounds(30);
        rounds[3] = rounds[3] with { CandidateNanoseconds = 10 * Slice };

        var estimate = PairedEstimate.From([rounds], fastestRoundTripNanoseconds: 60);

        (estimate.RoundsKept, estimate.RoundsDropped, estimate.Ratio!.Value.Median).Should().Be((29, 1, 2.0));
    }

    [Test]
    public void Estimate_AnIntervalAroundOne_IsNoDetectableDifference()
    {
        var rounds = Enumerable.Range(0, 20).Select(i => new PairedRound(1_000, Slice, 0, 1_000, Slice * (i % 2 == 0 ? 0.99 : 1.01), 0)).ToList();

        PairedEstimate.From([rounds], fastestRoundTripNanoseconds: 60).Outcome.Should().Be(PairedOutcome.NoDetectableDifference);
    }

    [Test]
    public void Estimate_AllRatiosAboveOne_IsCandidateSlower() =>
        PairedEstimate.From([Rounds(20)], fastestRoundTripNanoseconds: 60).Outcome.Should().Be(PairedOutcome.CandidateSlower);

    [Test]
    public void Estimate_FiveRoundsLeft_IsTooFewRounds() =>
        PairedEstimate.From([Rounds(5)], fastestRoundTripNanoseconds: 60).Outcome.Should().Be(PairedOutcome.TooFewRounds);

    // The candidate runs half as many calls per slice in the same time: twice as slow per call.
    private static PairedRound Round(double baseline, double candidate) => new(1_000, baseline, 0, 500, candidate, 0);

    private static List<PairedRound> Rounds(int count) => Enumerable.Range(0, count).Select(_ => Round(Slice, Slice)).ToList();

    private static IEnumerable<int> Disturbed(List<PairedRound> rounds) =>
        DisturbedRounds.Find(rounds).Select((disturbed, i) => (disturbed, i)).Where(x => x.disturbed).Select(x => x.i);
}
