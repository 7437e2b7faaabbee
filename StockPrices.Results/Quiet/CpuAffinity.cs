using System.Runtime.InteropServices;

namespace StockPrices.Results.Quiet;

/// <summary>The CPUs this process may run on, and keeping a thread to one of them (Linux only).</summary>
public static partial class CpuAffinity
{
    /// <summary>The CPU numbers in this process's affinity mask, lowest first; empty where the OS does not say (not Linux).</summary>
    public static IReadOnlyList<int> AllowedCpus()
    {
        if (!OperatingSystem.IsLinux())
        {
            return [];
        }

        ulong mask = 0;
        return SchedGetAffinity(0, sizeof(ulong), ref mask) != 0 ? [] : [.. Enumerable.Range(0, 64).Where(cpu => (mask & (1UL << cpu)) != 0)];
    }

    /// <summary>Keeps the calling thread to <paramref name="cpu"/> (below 64); false where that cannot be done.</summary>
    public static bool PinCurrentThread(int cpu)
    {
        if (!OperatingSystem.IsLinux() || cpu is < 0 or >= 64)
        {
            return false;
        }

        var mask = 1UL << cpu;
        return SchedSetAffinity(0, sizeof(ulong), ref mask) == 0;
    }

    // pid 0: the calling thread. A mask of one 64-bit word: machines with more CPUs report only the first 64.
    [LibraryImport("libc", EntryPoint = "sched_getaffinity", SetLastError = true)]
    private static partial int SchedGetAffinity(int pid, nint size, ref ulong mask);

    [LibraryImport("libc", EntryPoint = "sched_setaffinity", SetLastError = true)]
    private static partial int SchedSetAffinity(int pid, nint size, ref ulong mask);
}
