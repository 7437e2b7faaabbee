namespace StockPrices.Results;

/// <summary>
/// The machine's load average (Linux <c>/proc/loadavg</c>), saved with every run at its start and end: on a
/// shared machine it says how much other jobs competed with the measurement.
/// </summary>
public static class LoadAverage
{
    private const string Path = "/proc/loadavg";

    /// <summary>The 1, 5 and 15-minute averages, e.g. <c>2.00 4.08 8.12</c>, or null where the OS does not expose them.</summary>
    public static string? Read() => Fields()?.Take(3) is { } fields ? string.Join(" ", fields) : null;

    /// <summary>The 1-minute average, or null where the OS does not expose it.</summary>
    public static string? ReadOneMinute() => Fields()?[0];

    private static string[]? Fields()
    {
        try
        {
            return File.Exists(Path) ? File.ReadAllText(Path).Split([' '], StringSplitOptions.RemoveEmptyEntries) : null;
        }
        catch (IOException)
        {
            return null;
        }
    }
}
