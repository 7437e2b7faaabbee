using System.Globalization;
using StockPrices.Results.Quiet;

namespace StockPrices.Benchmarks.Ring;

/// <summary>One process's line of /proc/&lt;pid&gt;/stat (Linux): its parent, thread count and resident memory.</summary>
internal readonly record struct ProcessStat(int Pid, int ParentPid, int Threads, long ResidentBytes)
{
    public static ProcessStat? Read(int pid)
    {
        string text;
        try
        {
            text = File.ReadAllText($"/proc/{pid}/stat");
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            return null; // ended, or not ours to read
        }

        var fields = ProcStatFields.AfterCommandName(text);
        return new ProcessStat(
            pid,
            int.Parse(fields[1], CultureInfo.InvariantCulture),
            int.Parse(fields[17], CultureInfo.InvariantCulture),
            long.Parse(fields[21], CultureInfo.InvariantCulture) * Environment.SystemPageSize);
    }

    /// <summary>Every process now on the machine that we may read.</summary>
    public static IEnumerable<ProcessStat> All()
    {
        IEnumerable<string> folders;
        try
        {
            folders = Directory.EnumerateDirectories("/proc").ToList();
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            yield break;
        }

        foreach (var folder in folders)
        {
            if (int.TryParse(Path.GetFileName(folder), NumberStyles.None, CultureInfo.InvariantCulture, out var pid) && Read(pid) is { } stat)
            {
                yield return stat;
            }
        }
    }

    /// <summary>A field of /proc/self/status such as Threads or VmHWM (kB), or −1 where there is none.</summary>
    public static long SelfStatusField(string name)
    {
        try
        {
            foreach (var line in File.ReadLines("/proc/self/status"))
            {
                if (line.StartsWith(name + ":", StringComparison.Ordinal))
                {
                    return long.Parse(line[(name.Length + 1)..].Trim().Split(' ')[0], CultureInfo.InvariantCulture);
                }
            }
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
        }

        return -1;
    }
}
