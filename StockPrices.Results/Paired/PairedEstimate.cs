namespace StockPrices.Results.Paired;

/// <summary>
/// A paired comparison's result over its undisturbed rounds on near cores: the median of the per-round ratios and each
/// variant's median time per call (nanoseconds), each with its 95% interval (<see cref="MedianInterval"/>; null when
/// too few rounds were kept), how many rounds were kept and dropped as disturbed, and, apart, the undisturbed rounds
/// run on distant cores (<see cref="PairedRound.IsOnDistantCores"/>) with their own median ratio.
/// </summary>
/// <remarks>
/// A comparison measured in several launches, each in a process of its own, pools the launches' rounds for its medians,
/// and takes its intervals from a bootstrap that draws launches, then rounds within them (<see cref="LaunchBootstrap"/>):
/// a process can settle into a state that holds for its whole life (where its code and data landed, which thread-pool
/// worker takes the continuations), and rounds of one process cannot show that spread. With one launch the intervals
/// are the order-statistic ones of its rounds.
/// </remarks>
public sealed record PairedEstimate(
    MedianInterval? Ratio,
    MedianInterval? BaselineNanosecondsPerCall,
    MedianInterval? CandidateNanosecondsPerCall,
    int RoundsKept,
    int RoundsDropped,
    int RoundsOnDistantCores = 0,
    MedianInterval? DistantCoresRatio = null,
    int Launches = 1)
{
    public PairedOutcome Outcome => Ratio switch
    {
        null => PairedOutcome.TooFewRounds,
        { Lower: > 1 } => PairedOutcome.CandidateSlower,
        { Upper: < 1 } => PairedOutcome.CandidateFaster,
        _ => PairedOutcome.NoDetectableDifference,
    };

    /// <summary>
    /// The figures ("ratio", "baseline", "candidate") whose 95% intervals do not overlap <paramref name="reference"/>'s;
    /// a figure that either could not estimate is not compared.
    /// </summary>
    public IEnumerable<string> DifferingFrom(PairedEstimate reference) =>
        new (string Name, MedianInterval? Now, MedianInterval? Then)[]
        {
            ("ratio", Ratio, reference.Ratio),
            ("baseline", BaselineNanosecondsPerCall, reference.BaselineNanosecondsPerCall),
            ("candidate", CandidateNanosecondsPerCall, reference.CandidateNanosecondsPerCall),
        }.Where(figure => figure.Now is { } now && figure.Then is { } then && !now.Overlaps(then)).Select(figure => figure.Name);

    /// <summary>
    /// The launches of one comparison, each its own process's rounds: each launch's disturbed rounds
    /// (<see cref="DisturbedRounds"/>) are found among its own (a round's neighbours are the rounds of the same process)
    /// and dropped, its rounds on distant cores (<see cref="PairedRound.IsOnDistantCores"/>) judged against
    /// <paramref name="fastestRoundTripNanoseconds"/>, the fastest of all launches, and estimated apart.
    /// </summary>
    public static PairedEstimate From(IReadOnlyList<IReadOnlyList<PairedRound>> launches, double fastestRoundTripNanoseconds) =>
        FromLaunches(Sorted(launches, fastestRoundTripNanoseconds));

    /// <summary>The median ratio of each launch's kept rounds, in launch order; NaN for a launch that kept none.</summary>
    public static IReadOnlyList<double> LaunchRatios(IReadOnlyList<IReadOnlyList<PairedRound>> launches, double fastestRoundTripNanoseconds) =>
        [.. Sorted(launches, fastestRoundTripNanoseconds).Select(launch => launch.Kept.Count == 0 ? double.NaN : Median.Of(launch.Kept.Select(r => r.Ratio)))];

    private static List<LaunchRounds> Sorted(IReadOnlyList<IReadOnlyList<PairedRound>> launches, double fastestRoundTripNanoseconds) =>
        [.. launches.Select(rounds =>
        {
            var disturbed = DisturbedRounds.Find(rounds);
            return new LaunchRounds(
                [.. rounds.Where((round, i) => !disturbed[i] && !round.IsOnDistantCores(fastestRoundTripNanoseconds))],
                [.. rounds.Where((round, i) => !disturbed[i] && round.IsOnDistantCores(fastestRoundTripNanoseconds))],
                rounds.Count);
        })];

    private static PairedEstimate FromLaunches(IReadOnlyList<LaunchRounds> launches)
    {
        var kept = launches.Sum(launch => launch.Kept.Count);
        var distant = launches.Sum(launch => launch.Distant.Count);
        MedianInterval? Interval(Func<LaunchRounds, List<PairedRound>> rounds, Func<PairedRound, double> figure) =>
            LaunchBootstrap.Of([.. launches.Select(launch => rounds(launch).Select(figure).ToList())]);
        return new PairedEstimate(
            Interval(launch => launch.Kept, r => r.Ratio),
            Interval(launch => launch.Kept, r => r.BaselinePerCall),
            Interval(launch => launch.Kept, r => r.CandidatePerCall),
            kept,
            launches.Sum(launch => launch.Count) - kept - distant,
            distant,
            Interval(launch => launch.Distant, r => r.Ratio),
            launches.Count);
    }

    private sealed record LaunchRounds(List<PairedRound> Kept, List<PairedRound> Distant, int Count);
}
