using System.Globalization;
using StockPrices.Benchmarks.CommandLine;

namespace StockPrices.Benchmarks.Pipelines;

/// <summary>Reads the sizes and bandwidths the pipelines command takes ("256MB", "20Mbit"); durations are DurationText's.</summary>
internal static class Quantity
{
    /// <summary>Bytes: a number with B, KB, MB, GB (powers of 1024; KiB/MiB/GiB accepted too).</summary>
    public static bool TryParseBytes(string text, out long bytes)
    {
        var parsed = CheckedOptions.TryParseScaled(text, BytesPer, out var value) && value <= long.MaxValue;
        bytes = parsed ? (long)value : 0;
        return parsed;
    }

    /// <summary>Megabits per second: a number with Mbit, Mbps, M, kbit, Gbit (a bare number is Mbit/s).</summary>
    public static bool TryParseMegabits(string text, out double megabitsPerSecond) =>
        CheckedOptions.TryParseScaled(text, MegabitsPer, out megabitsPerSecond);

    public static string Megabits(double megabitsPerSecond) => megabitsPerSecond.ToString("0.###", CultureInfo.InvariantCulture) + "M";

    private static double? BytesPer(string unit) => unit.ToUpperInvariant() switch
    {
        "" or "B" => 1,
        "KB" or "KIB" or "K" => 1024,
        "MB" or "MIB" or "M" => 1024 * 1024,
        "GB" or "GIB" or "G" => 1024 * 1024 * 1024,
        _ => null,
    };

    private static double? MegabitsPer(string unit) => unit.ToLowerInvariant() switch
    {
        "" or "m" or "mbit" or "mbps" or "mbit/s" => 1,
        "k" or "kbit" or "kbps" or "kbit/s" => 0.001,
        "g" or "gbit" or "gbps" or "gbit/s" => 1000,
        _ => null,
    };
}
