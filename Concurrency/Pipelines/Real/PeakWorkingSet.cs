namespace Concurrency.Pipelines.Real;

/// <summary>
/// The process's peak resident set (VmHWM) on Linux, which can be reset between runs by writing 5 to
/// /proc/self/clear_refs; elsewhere, or when the reset is refused, the process-lifetime peak.
/// </summary>
public static class PeakWorkingSet
{
    /// <summary>Restarts peak tracking from the current working set; false if the OS does not allow it.</summary>
    public static bool TryReset()
    {
        try
        {
            File.WriteAllText("/proc/self/clear_refs", "5");
            return true;
        }
        catch (Exception exception) when (exception is IOException or UnauthorizedAccessException or NotSupportedException)
        {
            return false;
        }
    }

    public static long ReadBytes()
    {
        using var process = System.Diagnostics.Process.GetCurrentProcess();
        return process.PeakWorkingSet64;
    }
}
