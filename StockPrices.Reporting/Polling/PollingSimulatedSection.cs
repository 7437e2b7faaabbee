using StockPrices.Reporting.Charts;
using StockPrices.Reporting.Docs;
using StockPrices.Results;

namespace StockPrices.Reporting.Polling;

/// <summary>
/// The simulated run without handling cost, per variant, in charts of the quantities that differ between them: latency
/// percentiles, CPU time, threads and memory (every variant handles the same offered rate, so a throughput chart would
/// show equal bars). Its table is the seed comparison's (<see cref="PollingSeedComparisonSection"/>).
/// </summary>
public sealed class PollingSimulatedSection : IDocsSection
{
    public const string LatencyChart = "docs/charts/polling-simulated-latency.svg";
    public const string CpuChart = "docs/charts/polling-simulated-cpu.svg";
    public const string ThreadsChart = "docs/charts/polling-simulated-threads.svg";
    public const string MemoryChart = "docs/charts/polling-simulated-memory.svg";

    public string Id => "polling-simulated";

    public string Render(DocsContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        var report = PollingResults.Load(context, PollingResults.Simulated);
        if (report is null)
        {
            return PollingResults.Missing("polling simulated");
        }

        var prose = Prose.Of("polling");
        var latency = context.AddFile(LatencyChart, new SvgBarChart(prose["simulated.latency-title"], "ms (log scale)") { Logarithmic = true }
            .AddSeries("p50", Values(report, PollingMetrics.LatencyP50Ms))
            .AddSeries("p99", Values(report, PollingMetrics.LatencyP99Ms))
            .AddSeries("max", Values(report, PollingMetrics.LatencyMaxMs))
            .Render());
        var cpu = context.AddFile(CpuChart, new SvgBarChart(prose["simulated.cpu-title"], "CPU seconds")
            .AddSeries("CPU seconds", Values(report, PollingMetrics.CpuSeconds))
            .Render());
        var memory = context.AddFile(MemoryChart, new SvgBarChart(prose["simulated.memory-title"], "MB")
            .AddSeries("peak working set", Values(report, PollingMetrics.PeakWorkingSetMB))
            .Render());
        var threads = context.AddFile(ThreadsChart, new SvgBarChart(prose["simulated.threads-title"], "threads")
            .AddSeries("peak process threads", Values(report, PollingMetrics.PeakProcessThreads))
            .AddSeries("peak thread-pool threads", Values(report, PollingMetrics.PeakThreadPoolThreads))
            .Render());

        return prose.Fill("simulated.charts", new { latency, cpu, threads, memory }) + "\n";
    }

    internal static IEnumerable<(string Category, double Value)> Values(RunReport report, string metric) =>
        report.Rows.Select(row => (Category(row), PollingMetrics.Get(row, metric)));

    internal static string Category(RunReportRow row) =>
        $"{row.Variant} N={row.Labels.GetValueOrDefault(PollingMetrics.ConnectionsLabel)}";
}
