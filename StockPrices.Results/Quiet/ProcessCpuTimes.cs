using System.Globalization;

namespace StockPrices.Results.Quiet;

/// <summary>
/// One process's CPU time from its <c>/proc/&lt;pid&gt;/stat</c> line, in clock ticks (<see cref="MachineCpuTimes.TicksPerSecond"/>):
/// its own (utime + stime) and its waited-for children's (cutime + cstime), which a child's whole life joins when it is reaped.
/// </summary>
public readonly record struct ProcessCpuTimes(int Pid, int ParentPid, long OwnTicks, long ReapedChildrenTicks)
{
    /// <summary>Everything this process and the children it has reaped have run.</summary>
    public long TotalTicks => OwnTicks + ReapedChildrenTicks;

    public static ProcessCpuTimes Parse(int pid, string statLine)
    {
        var fields = ProcStatFields.AfterCommandName(statLine);
        return new ProcessCpuTimes(
            pid,
            (int)Field(fields, 4),
            Field(fields, 14) + Field(fields, 15),
            Field(fields, 16) + Field(fields, 17));
    }

    /// <summary>The process's times, or null when it has ended or is not ours to read.</summary>
    public static ProcessCpuTimes? Read(int pid)
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

    /// <summary>
    /// The CPU time of <paramref name="root"/>'s tree: every live process under it, each with the children it has reaped.
    /// Over an interval the difference counts what the tree ran in it, also for a child that ended in it (its whole life
    /// moves into the parent's reaped time as its own live time leaves the sum). Null where /proc cannot be read.
    /// </summary>
    public static long? TreeTicks(int root)
    {
        List<ProcessCpuTimes> all;
        try
        {
            all = Directory.EnumerateDirectories("/proc")
                .Select(Path.GetFileName)
                .Select(name => int.TryParse(name, NumberStyles.None, CultureInfo.InvariantCulture, out var pid) ? Read(pid) : null)
                .OfType<ProcessCpuTimes>()
                .ToList();
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException)
        {
            return null;
        }

        return SumOfTree(all, root);
    }

    /// <summary>The sum of <see cref="TotalTicks"/> over <paramref name="root"/> and its descendants among <paramref name="processes"/>; null when the root is not among them.</summary>
    public static long? SumOfTree(IReadOnlyCollection<ProcessCpuTimes> processes, int root)
    {
        if (processes.All(p => p.Pid != root))
        {
            return null;
        }

        var byParent = processes.ToLookup(p => p.ParentPid);
        var byPid = processes.ToDictionary(p => p.Pid);
        var total = 0L;
        var pending = new Stack<int>([root]);
        while (pending.Count > 0)
        {
            var pid = pending.Pop();
            total += byPid[pid].TotalTicks;
            foreach (var child in byParent[pid].Where(child => child.Pid != pid))
            {
                pending.Push(child.Pid);
            }
        }

        return total;
    }

    private static long Field(string[] afterCommandName, int number) => long.Parse(afterCommandName[number - 3], NumberStyles.Integer, CultureInfo.InvariantCulture);
}
