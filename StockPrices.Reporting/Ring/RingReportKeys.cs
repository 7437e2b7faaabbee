namespace StockPrices.Reporting.Ring;

/// <summary>The names the ring runner writes into its <see cref="RunReport"/> and the docs sections read back.</summary>
public static class RingReportKeys
{
    public const string Scenario = "ring";
    public const string HeadlineStem = "ring-headline";
    public const string GridStem = "ring-grid";
    public const string SmallRingStem = "ring-small";

    // Labels
    public const string Family = "family";
    public const string Mechanism = "mechanism";
    public const string Nodes = "nodes";
    public const string Messages = "messages";
    public const string Status = "status";
    public const string Runs = "runs";

    /// <summary>The <see cref="Status"/> of a cell that ran and delivered every message in order.</summary>
    public const string StatusOk = "ok";

    // Metrics
    public const string TotalMilliseconds = "totalMs";
    public const string SetupMilliseconds = "setupMs";
    public const string MessagingMilliseconds = "messagingMs";
    public const string NanosecondsPerHop = "nsPerHop";
    public const string AllocatedBytesPerHop = "allocatedBytesPerHop";
    public const string PeakThreads = "peakThreads";
    public const string PeakMemoryMegabytes = "peakMemoryMB";
}
