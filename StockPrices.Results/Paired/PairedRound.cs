namespace StockPrices.Results.Paired;

/// <summary>
/// One round of a paired comparison: one slice of each variant, run back to back in random order. Each slice is a
/// calibrated number of calls, its elapsed time, and the run-queue wait the thread that ran it accumulated during it
/// (nanoseconds spent runnable but not running: the scheduler gave the core to someone else; NaN for a slice that
/// hands work to the thread pool, whose threads' waits are part of what it measures). Before the round, the
/// runner times a cache line's round trip between two cores (NaN where it did not), which tells whether the host held
/// the cores near each other or far apart during the round (<see cref="IsOnDistantCores"/>). A virtual machine's cores
/// are threads of its host, which places them near each other or far apart and moves them for seconds at a time; a
/// thread-pool hop hands its work between cores, so its cost follows the round trip, while work that stays on one thread
/// does not. Rounds on distant cores are estimated apart, not dropped: they are a second, labelled regime, not noise.
/// </summary>
public readonly record struct PairedRound(
    int BaselineCalls,
    double BaselineNanoseconds,
    double BaselineRunQueueWaitNanoseconds,
    int CandidateCalls,
    double CandidateNanoseconds,
    double CandidateRunQueueWaitNanoseconds,
    double CrossCoreRoundTripNanoseconds = double.NaN)
{
    public double BaselinePerCall => BaselineNanoseconds / BaselineCalls;

    public double CandidatePerCall => CandidateNanoseconds / CandidateCalls;

    /// <summary>The candidate's time per call over the baseline's, in this round.</summary>
    public double Ratio => CandidatePerCall / BaselinePerCall;

    /// <summary>
    /// Whether the round ran while the host held the cores far apart: its round trip took more than
    /// <see cref="Quiet.CrossCoreRoundTrip.DistantFactor"/> times the run's fastest. A round with none measured never did.
    /// </summary>
    public bool IsOnDistantCores(double fastestRoundTripNanoseconds) =>
        Quiet.CrossCoreRoundTrip.IsDistant(CrossCoreRoundTripNanoseconds, fastestRoundTripNanoseconds);
}
