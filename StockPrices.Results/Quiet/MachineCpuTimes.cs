using System.Globalization;

namespace StockPrices.Results.Quiet;

/// <summary>
/// The whole machine's CPU time from the <c>cpu</c> line of <c>/proc/stat</c> (Linux, proc(5)), summed over every core,
/// in clock ticks. Busy is everything but idle and iowait: user, nice, system, irq, softirq and steal (the time a
/// virtual machine's host ran something else while this guest wanted the core). Guest time is already inside user.
/// </summary>
public readonly record struct MachineCpuTimes(long User, long Nice, long System, long Idle, long IoWait, long Irq, long SoftIrq, long Steal)
{
    /// <summary>
    /// USER_HZ, the unit of /proc/stat and /proc/&lt;pid&gt;/stat: 100 on every Linux architecture .NET runs on
    /// (the kernel's own tick rate may differ; these files are scaled to USER_HZ for user space).
    /// </summary>
    public const int TicksPerSecond = 100;

    private const string Path = "/proc/stat";

    public long BusyTicks => User + Nice + System + Irq + SoftIrq + Steal;

    /// <summary>Parses the aggregate <c>cpu</c> line of /proc/stat's text (older kernels give fewer fields; missing ones are zero).</summary>
    public static MachineCpuTimes Parse(string procStat)
    {
        ArgumentNullException.ThrowIfNull(procStat);
        var line = procStat.Split('\n').FirstOrDefault(l => l.StartsWith("cpu ", StringComparison.Ordinal))
            ?? throw new FormatException("no aggregate 'cpu' line in /proc/stat");
        var values = line.Split(' ', StringSplitOptions.RemoveEmptyEntries).Skip(1)
            .Select(field => long.Parse(field, NumberStyles.None, CultureInfo.InvariantCulture))
            .Concat(Enumerable.Repeat(0L, 8))
            .Take(8)
            .ToArray();
        return new MachineCpuTimes(values[0], values[1], values[2], values[3], values[4], values[5], values[6], values[7]);
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
