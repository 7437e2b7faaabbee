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
        var own = ProcessStat.TreeTicks(Environment.ProcessId);
        return machine is { } m && own is { } o ? new CpuSnapshot(m, o, timestamp) : null;
    }

    /// <summary>
    /// What ran on the machine outside this app's tree between <paramref name="start"/> and this snapshot, in percent of
    /// one core over the interval's wall time (two cores fully busy with other work for the whole interval read 200):
    /// the lesser of two readings, each the machine's time less the tree's run time. The time the cores were not idle
    /// (<see cref="MachineCpuTimes.NotIdleTicksOver"/>, timed exactly) also holds what the app's own wake-ups cost the
    /// kernel outside any process: benchmarks that hand work between two threads thousands of times a second read
    /// 6 to 14% of one core of "foreign" work from their own interrupts on .NET 11, where the limit is 5%. The busy fields (<see cref="MachineCpuTimes.BusyTicks"/>,
    /// sampled at each tick) miss work in bursts shorter than a tick, the app's as much as anyone's, and read below zero
    /// for such an app. Work that runs on beside the app, as a build or a test does, shows in both. Counted in whole
    /// ticks, the two can still disagree with the tree by a tick or two (<see cref="QuietMachineGate.ForeignCpuResolutionTicks"/>):
    /// a difference below zero is that, and reads as no foreign work.
    /// </summary>
    public double ForeignPercentOfCoreSince(CpuSnapshot start)
    {
        var wall = Stopwatch.GetElapsedTime(start.Timestamp, Timestamp);
        var own = OwnTreeTicks - start.OwnTreeTicks;
        var notIdle = ForeignPercentOfCore(Machine.NotIdleTicksOver(start.Machine, wall), own, wall);
        var busy = ForeignPercentOfCore(Machine.BusyTicks - start.Machine.BusyTicks, own, wall);
        return Math.Max(0, Math.Min(notIdle, busy));
    }

    /// <summary>The arithmetic of <see cref="ForeignPercentOfCoreSince"/>, from the machine's time (not idle, or busy) and the tree's run time in clock ticks.</summary>
    public static double ForeignPercentOfCore(double machineNotIdleTicks, long ownTreeTicks, TimeSpan wall) =>
        wall <= TimeSpan.Zero ? double.NaN : 100.0 * (machineNotIdleTicks - ownTreeTicks) / MachineCpuTimes.TicksPerSecond / wall.TotalSeconds;
}
