using System.Globalization;
using System.Text.RegularExpressions;

namespace StockPrices.Benchmarks.Pipelines;

/// <summary>Reads the sizes, durations and bandwidths the pipelines command takes ("256MB", "20Mbit"); durations are DurationText's.</summary>
internal static partial class Quantity
{
    /// <summary>Bytes: a number with B, KB, MB, GB (powers of 1024; KiB/MiB/GiB accepted too).</summary>
    public static bool TryParseBytes(string text, out long bytes)
    {
        bytes = 0;
        if (!TrySplit(text, out var number, out var unit))
        {
            return false;
        }

        double? factor = unit.ToUpperInvariant() switch
        {
            "" or "B" => 1,
            "KB" or "KIB" or "K" => 1024,
            "MB" or "MIB" or "M" => 1024 * 1024,
            "GB" or "GIB" or "G" => 1024 * 1024 * 1024,
            _ => null,
        };
        if (factor is null || number * factor.Value > long.MaxValue)
        {
            return false;
        }

        bytes = (long)(number * factor.Value);
        return true;
    }

    /// <summary>Megabits per second: a number with Mbit, Mbps, M, kbit, Gbit (a bare number is Mbit/s).</summary>
    public static bool TryParseMegabits(string text, out double megabitsPerSecond)
    {
        megabitsPerSecond = 0;
        if (!TrySplit(text, out var number, out var unit))
        {
            return false;
        }

        double? factor = unit.ToLowerInvariant() switch
        {
            "" or "m" or "mbit" or "mbps" or "mbit/s" => 1,
            "k" or "kbit" or "kbps" or "kbit/s" => 0.001,
            "g" or "gbit" or "gbps" or "gbit/s" => 1000,
            _ => null,
        };
        if (factor is null)
        {
            return false;
        }

        megabitsPerSecond = number * factor.Value;
        return true;
    }

    public static string Megabits(double megabitsPerSecond) => megabitsPerSecond.ToString("0.###", CultureInfo.InvariantCulture) + "M";

    private static bool TrySplit(string text, out double number, out string unit)
    {
        number = 0;
        unit = "";
        var match = NumberAndUnit().Match(text.Trim());
        if (!match.Success || !double.TryParse(match.Groups["number"].Value, NumberStyles.Float, CultureInfo.InvariantCulture, out number))
        {
            return false;
        }

        unit = match.Groups["unit"].Value;
        return true;
    }

    [GeneratedRegex(@"^(?<number>[-+]?\d+(\.\d+)?)\s*(?<unit>[A-Za-zµ/]*)$")]
    private static partial Regex NumberAndUnit();
}
