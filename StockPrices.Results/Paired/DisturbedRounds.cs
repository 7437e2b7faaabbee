namespace StockPrices.Results.Paired;

/// <summary>
/// Finds the rounds of a paired comparison in which either slice was preempted or stretched, so they can be dropped:
/// a slice whose thread waited in the run queue for more than <see cref="RunQueueWaitFraction"/> of its time (the
/// scheduler ran something else while it was ready), or whose time per call is more than <see cref="StretchFactor"/>
/// times the median of the <see cref="Window"/> slices of the same variant around it (a stretch the run queue does
/// not see: a host's steal, a frequency drop, an interrupt storm). A preempted slice inflates the longer variant more,
/// so keeping it biases the ratio, not just widens it.
/// </summary>
/// <remarks>
/// Only a slice whose run-queue wait was measured (one that runs on the calling thread) is judged, by its wait and by
/// its time. A slice that hands work to the thread pool (its wait is NaN, not measured) is never judged by its time:
/// its slices differ by the pool's own fast and slow spells, which are part of what it costs, and dropping its long
/// slices cut the blocked caller's ratio by about a twentieth and the <c>Task.Yield</c> hop's over the machinery by more.
/// What else used the CPU during such a slice is the gate's to judge, per launch.
/// </remarks>
public static class DisturbedRounds
{
    public const double RunQueueWaitFraction = 0.05;

    public const double StretchFactor = 1.5;

    public const int Window = 25;

    /// <summary>For each round, whether it was disturbed.</summary>
    public static IReadOnlyList<bool> Find(IReadOnlyList<PairedRound> rounds)
    {
        var baseline = rounds.Select(r => r.BaselinePerCall).ToArray();
        var candidate = rounds.Select(r => r.CandidatePerCall).ToArray();
        return rounds.Select((round, i) =>
                Disturbed(round.BaselineRunQueueWaitNanoseconds, round.BaselineNanoseconds, baseline, i)
                || Disturbed(round.CandidateRunQueueWaitNanoseconds, round.CandidateNanoseconds, candidate, i))
            .ToList();
    }

    /// <summary>Whether one side's slice <paramref name="index"/> was preempted or stretched; never for a slice whose wait was not measured.</summary>
    private static bool Disturbed(double runQueueWait, double time, double[] perCall, int index) =>
        !double.IsNaN(runQueueWait)
        && (runQueueWait > RunQueueWaitFraction * time || perCall[index] > StretchFactor * MedianAround(perCall, index));

    private static double MedianAround(double[] values, int index)
    {
        var start = Math.Clamp(index - (Window / 2), 0, Math.Max(0, values.Length - Window));
        return Median.Of(values.Skip(start).Take(Window));
    }
}
