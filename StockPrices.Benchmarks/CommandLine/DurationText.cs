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
        duration = default;
        var trimmed = text.Trim();
        if (trimmed.Contains(':', StringComparison.Ordinal))
        {
            return TimeSpan.TryParse(trimmed, CultureInfo.InvariantCulture, out duration) && duration >= TimeSpan.Zero;
        }

        var unitStart = trimmed.Length;
        while (unitStart > 0 && char.IsAsciiLetter(trimmed[unitStart - 1]) || unitStart > 0 && trimmed[unitStart - 1] == 'µ')
        {
            unitStart--;
        }

        double? millisecondsPerUnit = trimmed[unitStart..].ToLowerInvariant() switch
        {
            "us" or "µs" => 0.001,
            "ms" => 1,
            "s" => 1000,
            "m" => 60_000,
            "h" => 3_600_000,
            "" => null, // a bare number is only unambiguous when it is zero
            _ => double.NaN,
        };
        if (!double.TryParse(trimmed[..unitStart], NumberStyles.Float, CultureInfo.InvariantCulture, out var value) || !double.IsFinite(value) || value < 0)
        {
            return false;
        }

        if (millisecondsPerUnit is null)
        {
            return value == 0;
        }

        var milliseconds = value * millisecondsPerUnit.Value;
        if (double.IsNaN(milliseconds) || milliseconds > TimeSpan.MaxValue.TotalMilliseconds / 2)
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
}
