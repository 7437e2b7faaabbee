using System.Diagnostics;

namespace StockPrices.Results.Quiet;

/// <summary>The machine's CPU times and this app's process tree's, taken together at one moment.</summary>
public readonly record struct CpuSnapshot(MachineCpuTimes Machine, long OwnTreeTicks, long Timestamp)
{
    /// <summary>Now, or null where /proc cannot be read (not Linux).</summary>
    public static CpuSnapshot? Take()
    {
        var machine = MachineCpuTimes.Read();
        var timestamp = Stopwatch.GetTimestamp();
        var own = ProcessCpuTimes.TreeTicks(Environment.ProcessId);
        return machine is { } m && own is { } o ? new CpuSnapshot(m, o, timestamp) : null;
    }

    /// <summary>
    /// What ran on the machine outside this app's tree between <paramref name="start"/> and this snapshot, in percent of
    /// one core over the interval's wall time (two cores fully busy with other work for the whole interval read 200):
    /// the time the cores were not idle (<see cref="MachineCpuTimes.NotIdleTicksOver"/>) less the tree's run time. Both
    /// are counted in whole ticks, so over a short reading they can still disagree by a tick or two either way
    /// (<see cref="QuietMachineGate.ForeignCpuResolutionTicks"/>): a difference below zero is that, and reads as no foreign work.
    /// </summary>
    public double ForeignPercentOfCoreSince(CpuSnapshot start)
    {
        var wall = Stopwatch.GetElapsedTime(start.Timestamp, Timestamp);
        return Math.Max(0, ForeignPercentOfCore(Machine.NotIdleTicksOver(start.Machine, wall), OwnTreeTicks - start.OwnTreeTicks, wall));
    }

    /// <summary>The arithmetic of <see cref="ForeignPercentOfCoreSince"/>, from the machine's time not idle and the tree's run time in clock ticks.</summary>
    public static double ForeignPercentOfCore(double machineNotIdleTicks, long ownTreeTicks, TimeSpan wall) =>
        wall <= TimeSpan.Zero ? double.NaN : 100.0 * (machineNotIdleTicks - ownTreeTicks) / MachineCpuTimes.TicksPerSecond / wall.TotalSeconds;
}
