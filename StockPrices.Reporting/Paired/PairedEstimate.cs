namespace StockPrices.Reporting.Paired;

/// <summary>
/// A paired comparison's result over its undisturbed rounds: the median of the per-round ratios and each variant's
/// median time per call (nanoseconds), each with its 95% interval (<see cref="MedianInterval"/>; null when too few
/// rounds were kept), and how many rounds were kept and dropped as disturbed.
/// </summary>
public sealed record PairedEstimate(
    MedianInterval? Ratio,
    MedianInterval? BaselineNanosecondsPerCall,
    MedianInterval? CandidateNanosecondsPerCall,
    int RoundsKept,
    int RoundsDropped)
{
    public PairedOutcome Outcome => Ratio switch
    {
        null => PairedOutcome.TooFewRounds,
        { Lower: > 1 } => PairedOutcome.CandidateSlower,
        { Upper: < 1 } => PairedOutcome.CandidateFaster,
        _ => PairedOutcome.NoDetectableDifference,
    };

    /// <summary>Drops the rounds <paramref name="detector"/> finds disturbed and estimates from the rest.</summary>
    public static PairedEstimate From(IReadOnlyList<PairedRound> rounds, DisturbedRounds detector)
    {
        ArgumentNullException.ThrowIfNull(rounds);
        ArgumentNullException.ThrowIfNull(detector);
        var disturbed = detector.Find(rounds);
        var kept = rounds.Where((_, i) => !disturbed[i]).ToList();
        return new PairedEstimate(
            MedianInterval.Of(kept.Select(r => r.Ratio).ToList()),
            MedianInterval.Of(kept.Select(r => r.BaselinePerCall).ToList()),
            MedianInterval.Of(kept.Select(r => r.CandidatePerCall).ToList()),
            kept.Count,
            rounds.Count - kept.Count);
    }
}
