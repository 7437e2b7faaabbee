namespace StockPrices.Benchmarks.Ring;

/// <summary>One run of one contender on one (n, m): the program's own result line plus what was sampled from outside.</summary>
internal sealed record RingMeasurement(RingResultLine Result, int PeakThreads, long PeakResidentBytes)
{
    public double NanosecondsPerHop(long hops) => (double)Result.MessagingNanoseconds / hops;
}
