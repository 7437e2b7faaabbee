using System.Globalization;

namespace StockPrices.Benchmarks.Polling;

/// <summary>The process's open-files limit (<c>ulimit -n</c>), which caps how many sockets the server and the clients can hold.</summary>
internal static class OpenFilesLimit
{
    /// <summary>Descriptors a process needs besides its sockets (runtime, assemblies, pipes), with room to spare.</summary>
    public const int Reserve = 128;

    /// <summary>
    /// Why a run up to <paramref name="connections"/> connections cannot start under the open-files limit
    /// <paramref name="limit"/> (one line saying what to raise), or null when it fits or the limit is unknown.
    /// The server and the clients each hold every socket in their own process, so each needs N + <see cref="Reserve"/>.
    /// </summary>
    public static string? Refusal(int connections, long? limit) =>
        limit is { } soft && connections + Reserve > soft
            ? $"N={connections:#,0} needs about {connections + Reserve:#,0} open files in each process (server and clients), but this process may open only {soft:#,0} (the .NET runtime has already raised its soft limit to the hard limit): raise the hard limit first (`ulimit -Hn`; as root, e.g. `ulimit -n {Math.Max(connections * 2, 20_000)}`), or leave out that N."
            : null;

    /// <summary>
    /// The soft limit as this process sees it, or null where /proc/self/limits does not exist. On Linux the .NET
    /// runtime raises its soft limit to the hard limit as it starts, so this is the shell's hard limit.
    /// </summary>
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
