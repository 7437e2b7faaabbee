using Concurrency.Polling;
using StockPrices.Reporting;
using StockPrices.Reporting.Polling;

namespace StockPrices.Benchmarks.Polling;

/// <summary>Builds a report row's metrics from what a run measured; both workloads share the resource and latency part.</summary>
internal static class PollingRows
{
    public static Dictionary<string, double> ResourceMetrics(ResourceSampler sampler, TimeSpan processorTime, long peakWorkingSetBytes, double[] latenciesMilliseconds)
    {
        var latency = LatencyPercentiles.Of(latenciesMilliseconds);
        var metrics = new Dictionary<string, double>(StringComparer.Ordinal)
        {
            [PollingMetrics.LatencyP50Ms] = latency.P50,
            [PollingMetrics.LatencyP99Ms] = latency.P99,
            [PollingMetrics.LatencyMaxMs] = latency.Max,
            [PollingMetrics.PeakProcessThreads] = sampler.PeakProcessThreads,
            [PollingMetrics.PeakThreadPoolThreads] = sampler.PeakThreadPoolThreads,
            [PollingMetrics.PeakWorkingSetMB] = peakWorkingSetBytes / (1024.0 * 1024.0),
            [PollingMetrics.CpuSeconds] = processorTime.TotalSeconds,
        };
        foreach (var sample in sampler.Series)
        {
            var second = (int)Math.Round(sample.At.TotalSeconds);
            metrics[PollingMetrics.SeriesKey(PollingMetrics.PoolThreadsSeries, second)] = sample.ThreadPoolThreads;
            metrics[PollingMetrics.SeriesKey(PollingMetrics.ProcessThreadsSeries, second)] = sample.ProcessThreads;
            metrics[PollingMetrics.SeriesKey(PollingMetrics.PendingWorkItemsSeries, second)] = sample.PendingWorkItems;
            metrics[PollingMetrics.SeriesKey(PollingMetrics.HandledSeries, second)] = sample.Handled;
        }

        return metrics;
    }

    public static Dictionary<string, string> Labels(int connections, TimeSpan cost) => new(StringComparer.Ordinal)
    {
        [PollingMetrics.ConnectionsLabel] = connections.ToString(System.Globalization.CultureInfo.InvariantCulture),
        [PollingMetrics.CostLabel] = cost.TotalMilliseconds.ToString(System.Globalization.CultureInfo.InvariantCulture),
    };

    public static string Progress(ResourceSample sample) =>
        $"{sample.At.TotalSeconds,4:0}s  handled {sample.Handled,9:#,0}  threads {sample.ProcessThreads,6:#,0}  pool threads {sample.ThreadPoolThreads,5:#,0}  queued {sample.PendingWorkItems,8:#,0}  working set {sample.WorkingSetBytes / (1024.0 * 1024.0),7:0.0} MB";
}
