namespace StockPrices.Benchmarks.Paired;

/// <summary>
/// Nanoseconds the calling thread has spent runnable but not running (waiting in the scheduler's run queue): the
/// second field of Linux's <c>/proc/thread-self/schedstat</c>. Read before and after a slice, the difference is the
/// time the slice's thread was ready and the core was given to someone else. Only the thread that runs the slice is
/// read: in an async slice the pool workers wait in the run queue after every wake-up, and that wait is the hop being
/// measured, not a disturbance, so such a slice's wait is not read at all (<see cref="PairedSide.OnCallingThread"/>). 0
/// where there is no schedstat.
/// </summary>
internal static class RunQueueWait
{
    private const string ThreadSchedStat = "/proc/thread-self/schedstat";

    public static bool IsAvailable { get; } = File.Exists(ThreadSchedStat);

    public static long Read() =>
        IsAvailable ? long.Parse(File.ReadAllText(ThreadSchedStat).Split(' ', 3)[1], System.Globalization.CultureInfo.InvariantCulture) : 0;
}
