namespace StockPrices.Reporting.Paired;

/// <summary>
/// Finds the rounds of a paired comparison in which either slice was preempted or stretched, so they can be dropped:
/// a slice whose threads waited in the run queue for more than <see cref="RunQueueWaitFraction"/> of its time (the
/// scheduler ran something else while it was ready), or whose time per call is more than <see cref="StretchFactor"/>
/// times the median of the <see cref="Window"/> slices of the same variant around it (a stretch the run queue does
/// not see: a host's steal, a frequency drop, an interrupt storm). A preempted slice inflates the longer variant more,
/// so keeping it biases the ratio, not just widens it. A wait of 0 is read as "not measured" by the runner for slices
/// that hand work to the thread pool (see its sides), which the stretch test alone judges.
/// </summary>
public sealed record DisturbedRounds(double RunQueueWaitFraction = 0.05, double StretchFactor = 1.5, int Window = 25)
{
    public static DisturbedRounds Default { get; } = new();

    /// <summary>For each round, whether it was disturbed.</summary>
    public IReadOnlyList<bool> Find(IReadOnlyList<PairedRound> rounds)
    {
        ArgumentNullException.ThrowIfNull(rounds);
        var baseline = rounds.Select(r => r.BaselinePerCall).ToArray();
        var candidate = rounds.Select(r => r.CandidatePerCall).ToArray();
        return rounds.Select((round, i) =>
                round.BaselineRunQueueWaitNanoseconds > RunQueueWaitFraction * round.BaselineNanoseconds
                || round.CandidateRunQueueWaitNanoseconds > RunQueueWaitFraction * round.CandidateNanoseconds
                || baseline[i] > StretchFactor * MedianAround(baseline, i)
                || candidate[i] > StretchFactor * MedianAround(candidate, i))
            .ToList();
    }

    private double MedianAround(double[] values, int index)
    {
        var start = Math.Clamp(index - (Window / 2), 0, Math.Max(0, values.Length - Window));
        return SampleMedian.Of(values.Skip(start).Take(Window));
    }
}
