namespace StockPrices.Reporting.Pipelines;

/// <summary>The names in a pipelines report that the runner writes and the docs read.</summary>
public static class PipelinesReportKeys
{
    /// <summary>A simulated row's metric: measured minus the analytic limit, per chunk, in wall-time ms.</summary>
    public const string OverheadPerChunkWallMs = "overheadPerChunkWallMs";

    /// <summary>The median wall time of a variant, scaled to the run's chunks, in ms.</summary>
    public const string MeasuredMs = "measuredMs";

    /// <summary>The analytic limit for the variant's shape from the stage times, in ms.</summary>
    public const string LimitMs = "limitMs";

    /// <summary>The write time per chunk the bandwidth sets, in ms.</summary>
    public const string WriteMs = "writeMs";

    /// <summary>Measured over the limit.</summary>
    public const string MeasuredOverLimit = "measuredOverLimit";

    /// <summary>The simulated client's bandwidth, in Mbit/s.</summary>
    public const string BandwidthMbit = "bandwidthMbit";

    /// <summary>A file run's input read per second, in MB.</summary>
    public const string InputMegabytesPerSecond = "inputMegabytesPerSecond";

    /// <summary>A file run's peak working set.</summary>
    public const string PeakWorkingSetBytes = "peakWorkingSetBytes";

    /// <summary>A file run's working set before it started.</summary>
    public const string WorkingSetBeforeBytes = "workingSetBeforeBytes";
}
