namespace StockPrices.Results.Paired;

/// <summary>
/// One round of a paired comparison: one slice of each variant, run back to back in random order. Each slice is a
/// calibrated number of calls, its elapsed time, and the run-queue wait the thread that ran it accumulated during it
/// (nanoseconds spent runnable but not running: the scheduler gave the core to someone else; NaN for a slice that
/// hands work to the thread pool, whose threads' waits are part of what it measures). Before the round, the
/// runner times a cache line's round trip between two cores (NaN where it did not), which tells whether the host held
/// the cores near each other or far apart during the round (<see cref="DistantCores"/>).
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
}
