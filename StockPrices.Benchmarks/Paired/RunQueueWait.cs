namespace StockPrices.Benchmarks.Paired;

/// <summary>
/// Nanoseconds this process's threads have spent runnable but not running (waiting in the scheduler's run queue):
/// the second field of Linux's <c>/proc/self/task/&lt;tid&gt;/schedstat</c>, summed over every thread, since an
/// async slice runs on thread-pool threads as well as the caller's. Read before and after a slice, the difference is
/// the time the slice's threads were ready and the core was given to someone else. Null where there is no schedstat.
/// </summary>
internal static class RunQueueWait
{
    private const string TaskFolder = "/proc/self/task";

    public static bool IsAvailable { get; } = File.Exists("/proc/thread-self/schedstat");

    public static long Read()
    {
        if (!IsAvailable)
        {
            return 0;
        }

        long total = 0;
        foreach (var thread in Directory.EnumerateDirectories(TaskFolder))
        {
            try
            {
                var fields = File.ReadAllText(Path.Combine(thread, "schedstat")).Split(' ', 3);
                total += long.Parse(fields[1], System.Globalization.CultureInfo.InvariantCulture);
            }
            catch (IOException)
            {
                // The thread ended between the listing and the read: its wait no longer counts.
            }
        }

        return total;
    }
}
