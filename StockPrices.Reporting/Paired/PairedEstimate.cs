namespace StockPrices.Reporting.Paired;

/// <summary>
/// A paired comparison's result over its undisturbed rounds on near cores: the median of the per-round ratios and each
/// variant's median time per call (nanoseconds), each with its 95% interval (<see cref="MedianInterval"/>; null when
/// too few rounds were kept), how many rounds were kept and dropped as disturbed, and, apart, the undisturbed rounds
/// run on distant cores (<see cref="DistantCores"/>) with their own median ratio.
/// </summary>
public sealed record PairedEstimate(
    MedianInterval? Ratio,
    MedianInterval? BaselineNanosecondsPerCall,
    MedianInterval? CandidateNanosecondsPerCall,
    int RoundsKept,
    int RoundsDropped,
    int RoundsOnDistantCores = 0,
    MedianInterval? DistantCoresRatio = null)
{
    public PairedOutcome Outcome => Ratio switch
    {
        null => PairedOutcome.TooFewRounds,
        { Lower: > 1 } => PairedOutcome.CandidateSlower,
        { Upper: < 1 } => PairedOutcome.CandidateFaster,
        _ => PairedOutcome.NoDetectableDifference,
    };

    /// <summary>
    /// Drops the rounds <paramref name="detector"/> finds disturbed, sets apart those <paramref name="onDistantCores"/>
    /// marks (none when it is null), and estimates from the rest.
    /// </summary>
    public static PairedEstimate From(IReadOnlyList<PairedRound> rounds, DisturbedRounds detector, IReadOnlyList<bool>? onDistantCores = null)
    {
        ArgumentNullException.ThrowIfNull(rounds);
        ArgumentNullException.ThrowIfNull(detector);
        var disturbed = detector.Find(rounds);
        bool Distant(int i) => onDistantCores?[i] == true;
        var kept = rounds.Where((_, i) => !disturbed[i] && !Distant(i)).ToList();
        var distant = rounds.Where((_, i) => !disturbed[i] && Distant(i)).ToList();
        return new PairedEstimate(
            MedianInterval.Of(kept.Select(r => r.Ratio).ToList()),
            MedianInterval.Of(kept.Select(r => r.BaselinePerCall).ToList()),
            MedianInterval.Of(kept.Select(r => r.CandidatePerCall).ToList()),
            kept.Count,
            rounds.Count - kept.Count - distant.Count,
            distant.Count,
            MedianInterval.Of(distant.Select(r => r.Ratio).ToList()));
    }
}
