using System.Globalization;

namespace StockPrices.Benchmarks.CommandLine;

/// <summary>
/// Durations as typed on the command line: <c>0</c>, <c>500us</c>, <c>250ms</c>, <c>10s</c>, <c>2m</c>, <c>1h</c>,
/// or <c>hh:mm:ss</c> (how <c>--help</c> prints a default).
/// </summary>
internal static class DurationText
{
    public static bool TryParse(string text, out TimeSpan duration)
    {
        duration = TimeSpan.Zero;
        if (text.Contains(':', StringComparison.Ordinal))
        {
            return TimeSpan.TryParse(text.Trim(), CultureInfo.InvariantCulture, out duration) && duration >= TimeSpan.Zero;
        }

        if (CheckedOptions.TryParseNumber(text, out var bare))
        {
            return bare == 0; // a bare number is only unambiguous when it is zero
        }

        if (!CheckedOptions.TryParseScaled(text, MillisecondsPer, out var milliseconds) || milliseconds < 0 || milliseconds > TimeSpan.MaxValue.TotalMilliseconds / 2)
        {
            return false;
        }

        duration = TimeSpan.FromMilliseconds(milliseconds);
        return true;
    }

    public static string Format(TimeSpan duration) =>
        duration.TotalMilliseconds % 1000 == 0 && duration > TimeSpan.Zero
            ? $"{duration.TotalSeconds.ToString(CultureInfo.InvariantCulture)}s"
            : $"{duration.TotalMilliseconds.ToString(CultureInfo.InvariantCulture)}ms";

    private static double? MillisecondsPer(string unit) => unit.ToLowerInvariant() switch
    {
        "us" or "µs" => 0.001,
        "ms" => 1,
        "s" => 1000,
        "m" => 60_000,
        "h" => 3_600_000,
        _ => null,
    };
}
