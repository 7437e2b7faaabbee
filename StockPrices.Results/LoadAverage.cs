using System.Globalization;

namespace StockPrices.Results;

/// <summary>
/// The machine's load average (Linux <c>/proc/loadavg</c>), saved with every run at its start and end: on a
/// shared machine it says how much other jobs competed with the measurement.
/// </summary>
public static class LoadAverage
{
    /// <summary>
    /// A run is called quiet only when the 1-minute load average at its start and at its end were both below
    /// this: on the 2-core machines here, less than half of one core's worth of other work waiting or running.
    /// </summary>
    public const double QuietThreshold = 0.5;

    private const string Path = "/proc/loadavg";

    /// <summary>The 1, 5 and 15-minute averages, e.g. <c>2.00 4.08 8.12</c>, or null where the OS does not expose them.</summary>
    public static string? Read() => Fields()?.Take(3) is { } fields ? string.Join(" ", fields) : null;

    /// <summary>The 1-minute average, or null where the OS does not expose it.</summary>
    public static string? ReadOneMinute() => Fields()?[0];

    /// <summary>Whether a run whose recorded load averages (as <see cref="Read"/> gives them) were these may be called quiet.</summary>
    public static bool IsQuiet(string? atStart, string? atEnd) =>
        OneMinute(atStart) is { } start && OneMinute(atEnd) is { } end && start < QuietThreshold && end < QuietThreshold;

    private static double? OneMinute(string? recorded) =>
        recorded?.Split([' '], StringSplitOptions.RemoveEmptyEntries).FirstOrDefault() is { } first
        && double.TryParse(first, NumberStyles.Float, CultureInfo.InvariantCulture, out var value)
            ? value
            : null;

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
