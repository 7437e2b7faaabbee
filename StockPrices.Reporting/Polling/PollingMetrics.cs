using System.Globalization;
using StockPrices.Results;

namespace StockPrices.Reporting.Polling;

/// <summary>
/// The names under which the polling runner saves its numbers in a <see cref="RunReportRow"/>, and
/// the per-second series (e.g. <c>poolThreads@3s</c>) kept as metrics so the report format stays as is.
/// </summary>
public static class PollingMetrics
{
    public const string ConnectionsLabel = "connections";
    public const string CostLabel = "costMs";

    public const string Offered = "offered";
    public const string Handled = "handled";
    public const string HandledPerSecond = "handledPerSecond";
    public const string HandledOverOffered = "handledOverOffered";
    public const string PollsPerSecond = "pollsPerSecond";
    public const string SkippedBusy = "skippedBusy";
    public const string UnhandledAfterDrain = "unhandledAfterDrain";
    public const string LatencyP50Ms = "latencyP50Ms";
    public const string LatencyP99Ms = "latencyP99Ms";
    public const string LatencyMaxMs = "latencyMaxMs";
    public const string PeakProcessThreads = "peakProcessThreads";
    public const string PeakThreadPoolThreads = "peakThreadPoolThreads";
    public const string PeakWorkingSetMB = "peakWorkingSetMB";
    public const string CpuSeconds = "cpuSeconds";
    public const string WindowSeconds = "windowSeconds";

    public const string ConnectionsHeld = "connectionsHeld";
    public const string CompletedConnections = "completedConnections";
    public const string Missing = "missing";
    public const string Duplicates = "duplicates";

    public const string PoolThreadsSeries = "poolThreads";
    public const string ProcessThreadsSeries = "processThreads";
    public const string HandledSeries = "handled";
    public const string PendingWorkItemsSeries = "pendingWorkItems";

    public static string SeriesKey(string series, int second) => $"{series}@{second.ToString(CultureInfo.InvariantCulture)}s";

    /// <summary>The points of a per-second series saved in <paramref name="row"/>, in time order.</summary>
    public static IReadOnlyList<(int Second, double Value)> Series(RunReportRow row, string series)
    {
        var prefix = series + "@";
        return row.Metrics
            .Where(metric => metric.Key.StartsWith(prefix, StringComparison.Ordinal) && metric.Key.EndsWith('s'))
            .Select(metric => (Second: int.Parse(metric.Key.AsSpan(prefix.Length, metric.Key.Length - prefix.Length - 1), CultureInfo.InvariantCulture), metric.Value))
            .OrderBy(point => point.Second)
            .ToList();
    }

    /// <summary>How many connections a row was measured at.</summary>
    public static int Connections(RunReportRow row) => int.Parse(row.Labels[ConnectionsLabel], CultureInfo.InvariantCulture);

    public static double Get(RunReportRow row, string metric) =>
        row?.Metrics.TryGetValue(metric, out var value) == true ? value : double.NaN;
}
