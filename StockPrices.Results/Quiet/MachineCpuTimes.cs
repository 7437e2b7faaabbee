using System.Globalization;

namespace StockPrices.Results.Quiet;

/// <summary>
/// The whole machine's CPU time from the <c>cpu</c> line of <c>/proc/stat</c> (Linux, proc(5)), summed over every core,
/// in clock ticks, and how many cores the <c>cpuN</c> lines list. Busy is everything but idle and iowait: user, nice,
/// system, irq, softirq and steal (the time a virtual machine's host ran something else while this guest wanted the
/// core). Guest time is already inside user.
/// </summary>
/// <remarks>
/// The busy fields are sampled: each tick is charged to whatever runs when it falls, so work in bursts shorter than a
/// tick (a thread woken for microseconds, as the polling and ring cells do thousands of times a second) can run between
/// ticks and be charged to no one. A tickless kernel times idle and iowait exactly instead, from the moment a core goes
/// idle to the moment it wakes. What a reading compares with a process's exact run time is therefore the cores' time less
/// their idle time (<see cref="NotIdleTicksOver"/>), not <see cref="BusyTicks"/>, which read up to -252% of one core
/// of foreign work in a polling cell.
/// </remarks>
public readonly record struct MachineCpuTimes(long User, long Nice, long System, long Idle, long IoWait, long Irq, long SoftIrq, long Steal, int Cores = 1)
{
    /// <summary>
    /// USER_HZ, the unit of /proc/stat and /proc/&lt;pid&gt;/stat: 100 on every Linux architecture .NET runs on
    /// (the kernel's own tick rate may differ; these files are scaled to USER_HZ for user space).
    /// </summary>
    public const int TicksPerSecond = 100;

    private const string Path = "/proc/stat";

    public long BusyTicks => User + Nice + System + Irq + SoftIrq + Steal;

    /// <summary>Idle and iowait: the time no core had work, in clock ticks.</summary>
    public long IdleTicks => Idle + IoWait;

    /// <summary>
    /// The time the cores were not idle between <paramref name="start"/> and these times, <paramref name="wall"/> apart,
    /// in clock ticks: every core's share of the wall time less the idle time.
    /// </summary>
    public double NotIdleTicksOver(MachineCpuTimes start, TimeSpan wall) =>
        (Cores * wall.TotalSeconds * TicksPerSecond) - (IdleTicks - start.IdleTicks);

    /// <summary>Parses the aggregate <c>cpu</c> line of /proc/stat's text (older kernels give fewer fields; missing ones are zero) and counts the <c>cpuN</c> lines.</summary>
    public static MachineCpuTimes Parse(string procStat)
    {
        var lines = procStat.Split('\n');
        var line = lines.FirstOrDefault(l => l.StartsWith("cpu ", StringComparison.Ordinal))
            ?? throw new FormatException("no aggregate 'cpu' line in /proc/stat");
        var cores = lines.Count(l => l.Length > 3 && l.StartsWith("cpu", StringComparison.Ordinal) && char.IsAsciiDigit(l[3]));
        var values = line.Split(' ', StringSplitOptions.RemoveEmptyEntries).Skip(1)
            .Select(field => long.Parse(field, NumberStyles.None, CultureInfo.InvariantCulture))
            .Concat(Enumerable.Repeat(0L, 8))
            .Take(8)
            .ToArray();
        return new MachineCpuTimes(values[0], values[1], values[2], values[3], values[4], values[5], values[6], values[7], Math.Max(1, cores));
    }

    /// <summary>The machine's times now, or null where the OS has no /proc/stat.</summary>
    public static MachineCpuTimes? Read()
    {
        try
        {
            return File.Exists(Path) ? Parse(File.ReadAllText(Path)) : null;
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException or FormatException)
        {
            return null;
        }
    }
}
