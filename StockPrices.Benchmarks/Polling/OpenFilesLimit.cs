using System.Globalization;

namespace StockPrices.Benchmarks.Polling;

/// <summary>The process's open-files limit (<c>ulimit -n</c>), which caps how many sockets the server and the clients can hold.</summary>
internal static class OpenFilesLimit
{
    /// <summary>Descriptors a process needs besides its sockets (runtime, assemblies, pipes), with room to spare.</summary>
    public const int Reserve = 128;

    /// <summary>The soft limit as this process sees it, or null where /proc/self/limits does not exist.</summary>
    public static long? Current()
    {
        const string limits = "/proc/self/limits";
        if (!File.Exists(limits))
        {
            return null;
        }

        var line = File.ReadLines(limits).FirstOrDefault(l => l.StartsWith("Max open files", StringComparison.Ordinal));
        var fields = line?["Max open files".Length..].Split(' ', StringSplitOptions.RemoveEmptyEntries);
        return fields is { Length: > 0 } && long.TryParse(fields[0], NumberStyles.Integer, CultureInfo.InvariantCulture, out var soft) ? soft : null;
    }
}
