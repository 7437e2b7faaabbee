namespace StockPrices.Benchmarks.Ring;

/// <summary>
/// One run of one contender on one (n, m): the program's own result line, the runtime and settings it said it
/// ran on (its <c>ring-runtime</c> line), plus what was sampled from outside.
/// </summary>
internal sealed record RingMeasurement(RingResultLine Result, string Runtime, int PeakThreads, long PeakResidentBytes)
{
    public const string RuntimePrefix = "ring-runtime ";

    public double NanosecondsPerHop(long hops) => (double)Result.MessagingNanoseconds / hops;
}
