using System.Globalization;

namespace StockPrices.Benchmarks.Polling;

/// <summary>Durations as typed on the command line: <c>0</c>, <c>250ms</c>, <c>10s</c>, <c>2m</c>.</summary>
internal static class DurationText
{
    public static bool TryParse(string text, out TimeSpan duration)
    {
        duration = default;
        var trimmed = text.Trim();
        var (number, unit) = trimmed.EndsWith("ms", StringComparison.OrdinalIgnoreCase) ? (trimmed[..^2], 1.0)
            : trimmed.EndsWith('s') || trimmed.EndsWith('S') ? (trimmed[..^1], 1000.0)
            : trimmed.EndsWith('m') || trimmed.EndsWith('M') ? (trimmed[..^1], 60_000.0)
            : (trimmed, double.NaN);
        if (!double.TryParse(number, NumberStyles.Float, CultureInfo.InvariantCulture, out var value) || double.IsNaN(value) || double.IsInfinity(value))
        {
            return false;
        }

        if (double.IsNaN(unit))
        {
            // A bare number is only unambiguous when it is zero.
            if (value != 0)
            {
                return false;
            }

            unit = 1;
        }

        duration = TimeSpan.FromMilliseconds(value * unit);
        return true;
    }

    public static string Format(TimeSpan duration) =>
        duration.TotalMilliseconds % 1000 == 0 && duration > TimeSpan.Zero
            ? $"{duration.TotalSeconds.ToString(CultureInfo.InvariantCulture)}s"
            : $"{duration.TotalMilliseconds.ToString(CultureInfo.InvariantCulture)}ms";
}
