namespace StockPrices.Benchmarks.Polling;

/// <summary>
/// The machine's load average (1, 5 and 15 minutes) from /proc/loadavg, saved with each report:
/// on a shared machine it says how much the other jobs competed with the run.
/// </summary>
internal static class LoadAverage
{
    public static string Read()
    {
        const string path = "/proc/loadavg";
        return File.Exists(path)
            ? string.Join(' ', File.ReadAllText(path).Split(' ', StringSplitOptions.RemoveEmptyEntries).Take(3))
            : "unknown";
    }
}
