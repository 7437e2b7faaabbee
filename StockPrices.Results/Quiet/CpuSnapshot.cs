using System.Diagnostics;

namespace StockPrices.Results.Quiet;

/// <summary>The machine's busy CPU time and this app's process tree's, taken together at one moment.</summary>
public readonly record struct CpuSnapshot(long MachineBusyTicks, long OwnTreeTicks, long Timestamp)
{
    /// <summary>Now, or null where /proc cannot be read (not Linux).</summary>
    public static CpuSnapshot? Take()
    {
        var machine = MachineCpuTimes.Read();
        var own = ProcessCpuTimes.TreeTicks(Environment.ProcessId);
        return machine is { } m && own is { } o ? new CpuSnapshot(m.BusyTicks, o, Stopwatch.GetTimestamp()) : null;
    }

    /// <summary>
    /// What ran on the machine outside this app's tree between <paramref name="start"/> and this snapshot, in percent of
    /// one core over the interval's wall time (two cores fully busy with other work for the whole interval read 200).
    /// </summary>
    public double ForeignPercentOfCoreSince(CpuSnapshot start) =>
        ForeignPercentOfCore(MachineBusyTicks - start.MachineBusyTicks, OwnTreeTicks - start.OwnTreeTicks, Stopwatch.GetElapsedTime(start.Timestamp, Timestamp));

    /// <summary>The arithmetic of <see cref="ForeignPercentOfCoreSince"/>, from the two deltas in clock ticks.</summary>
    public static double ForeignPercentOfCore(long machineBusyTicks, long ownTreeTicks, TimeSpan wall) =>
        wall <= TimeSpan.Zero ? double.NaN : 100.0 * (machineBusyTicks - ownTreeTicks) / MachineCpuTimes.TicksPerSecond / wall.TotalSeconds;
}
