namespace StockPrices.Reporting.Pipelines;

/// <summary>The names in a pipelines report that the runner writes and the docs read.</summary>
public static class PipelinesReportKeys
{
    /// <summary>A simulated row's metric: measured minus the analytic limit, per chunk, in wall-time ms.</summary>
    public const string OverheadPerChunkWallMs = "overheadPerChunkWallMs";
}
