using System.Globalization;

namespace StockPrices.Results.Quiet;

/// <summary>
/// One process's <c>/proc/&lt;pid&gt;/stat</c> line (Linux, proc(5)): its parent, thread count and resident memory, and
/// its CPU time in clock ticks (<see cref="MachineCpuTimes.TicksPerSecond"/>): its own (utime + stime) and its waited-for
/// children's (cutime + cstime), which a child's whole life joins when it is reaped.
/// </summary>
public readonly record struct ProcessStat(int Pid, int ParentPid, int Threads, long ResidentBytes, long OwnTicks, long ReapedChildrenTicks)
{
    /// <summary>Everything this process and the children it has reaped have run.</summary>
    public long TotalTicks => OwnTicks + ReapedChildrenTicks;

    public static ProcessStat Parse(int pid, string statLine)
    {
        // The command name (field 2) is in parentheses and may hold spaces and parentheses itself, so fields are counted
        // after its last ')': field n of proc(5) is at index n - 3.
        var end = statLine.LastIndexOf(')');
        if (end < 0 || end + 2 > statLine.Length)
        {
            throw new FormatException($"not a /proc/<pid>/stat line: '{statLine}'");
        }

        var fields = statLine[(end + 2)..].TrimEnd('\n').Split(' ');
        long Field(int number) => long.Parse(fields[number - 3], NumberStyles.Integer, CultureInfo.InvariantCulture);
        return new ProcessStat(pid, (int)Field(4), (int)Field(20), Field(24) * Environment.SystemPageSize, Field(14) + Field(15), Field(16) + Field(17));
    }

    /// <summary>The process's line, or null when it has ended or is not ours to read.</summary>
    public static ProcessStat? Read(int pid)
    {
        try
        {
            return Parse(pid, File.ReadAllText($"/proc/{pid}/stat"));
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException or FormatException)
        {
            return null;
        }
    }

    /// <summary>Every process now on the machine that we may read; null where /proc cannot be listed.</summary>
    public static List<ProcessStat>? All()
    {
        try
        {
            return [.. Directory.EnumerateDirectories("/proc")
                .Select(Path.GetFileName)
                .Select(name => int.TryParse(name, NumberStyles.None, CultureInfo.InvariantCulture, out var pid) ? Read(pid) : null)
                .OfType<ProcessStat>()];
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            return null;
        }
    }

    /// <summary><paramref name="root"/> and its descendants among <paramref name="processes"/>; null when the root is not among them.</summary>
    public static List<ProcessStat>? Tree(IReadOnlyCollection<ProcessStat> processes, int root)
    {
        if (processes.All(p => p.Pid != root))
        {
            return null;
        }

        var byParent = processes.ToLookup(p => p.ParentPid);
        var byPid = processes.ToDictionary(p => p.Pid);
        var tree = new List<ProcessStat>();
        var pending = new Stack<int>([root]);
        while (pending.Count > 0)
        {
            var pid = pending.Pop();
            tree.Add(byPid[pid]);
            foreach (var child in byParent[pid].Where(child => child.Pid != pid))
            {
                pending.Push(child.Pid);
            }
        }

        return tree;
    }

    /// <summary>
    /// The CPU time of <paramref name="root"/>'s tree: every live process under it, each with the children it has reaped.
    /// Over an interval the difference counts what the tree ran in it, also for a child that ended in it (its whole life
    /// moves into the parent's reaped time as its own live time leaves the sum). Null where /proc cannot be read.
    /// </summary>
    public static long? TreeTicks(int root) => All() is { } all ? Tree(all, root)?.Sum(p => p.TotalTicks) : null;

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
