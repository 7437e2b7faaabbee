namespace StockPrices.Reporting.Ring;

/// <summary>The names the ring runner writes into its <see cref="RunReport"/> and the docs sections read back.</summary>
public static class RingReportKeys
{
    public const string Scenario = "ring";

    // Labels
    public const string Family = "family";
    public const string Mechanism = "mechanism";

    /// <summary>What a node is (OsThreads, PoolTasks, SingleThread, Processes).</summary>
    public const string Kind = "kind";
    public const string SingleThreadKind = "SingleThread";
    public const string Nodes = "nodes";
    public const string Messages = "messages";
    public const string Status = "status";
    public const string Runs = "runs";
    public const string LoadAverage = "loadAverage1m";

    /// <summary>The runtime and settings the program said it ran on, e.g. "Erlang/OTP 25 (ERTS 13.1.5), 1 scheduler(s) online".</summary>
    public const string Runtime = "runtime";

    // Parameters
    public const string CommandLine = "commandLine";

    /// <summary>The <see cref="Status"/> of a cell that ran and delivered every message in order.</summary>
    public const string StatusOk = "ok";

    // Metrics
    public const string TotalMilliseconds = "totalMs";
    public const string SetupMilliseconds = "setupMs";
    public const string MessagingMilliseconds = "messagingMs";
    public const string NanosecondsPerHop = "nsPerHop";
    public const string CpuNanosecondsPerHop = "cpuNsPerHop";
    public const string AllocatedBytesPerHop = "allocatedBytesPerHop";
    public const string PeakThreads = "peakThreads";
    public const string PeakMemoryMegabytes = "peakMemoryMB";
}
