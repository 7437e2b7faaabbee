using System.Globalization;
using StockPrices.Reporting.Article;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Pipelines;
using StockPrices.Reporting.Polling;
using StockPrices.Reporting.Ring;

namespace StockPrices.Reporting.Guide;

/// <summary>
/// The numbers behind each rule of thumb of docs/guide.md, as markdown bullets with the link to the chapter
/// section and the benchmark or test that shows them. Prose around the regions states the rule; these state the data.
/// </summary>
public static class GuideRules
{
    private const string Article = "article.md";

    /// <summary>How busy the shared machine was during each committed run, and how precise the article run is.</summary>
    public static string Noise(GuideFigures data, GuideLinks link)
    {
        ArgumentNullException.ThrowIfNull(data);
        ArgumentNullException.ThrowIfNull(link);
        var runs = ArticleResults.LoadAllRuns(data.Context);
        var run = runs[0].Environment;
        string Polling(RunReport? report) =>
            report is null ? "not committed"
            : report.Parameters.TryGetValue("loadAverageAtStart", out var start) ? $"{start} at the start, {report.Parameters.GetValueOrDefault("loadAverageAtEnd")} at the end"
            : "not recorded";
        return Lines(
            $"Machine: {run.Environment.Processor}, {run.Environment.ProcessorCount} logical cores, {run.Environment.OperatingSystem}, {run.Environment.Runtime}; shared with other builds and benchmarks while every run below was made.",
            $"Article benchmarks ({link.Chapter("the committed runs", Article, "the-committed-runs")}): {runs.Count} independent runs, load average (1, 5, 15 min) at their start and end: {string.Join("; ", runs.Select(r => $"{r.Environment.LoadAverageAtStart ?? "not recorded"} to {r.Environment.LoadAverageAtEnd ?? "not recorded"}"))}.",
            $"Idle connections: simulated run {Polling(data.PollingSimulated)}; ramp-up run {Polling(data.PollingWithCost)}; loopback TCP run {Polling(data.PollingTcp)}.",
            $"Message ring headline: {(data.RingHeadline is null ? "not committed" : RingResults.LoadRange(data.RingHeadline))}.",
            $"Pipelines: load {(data.Bandwidth?.Parameters.ContainsKey("loadAverageAtStart") == true ? data.Bandwidth.Parameters["loadAverageAtStart"] : "not recorded by the runner")}; each simulated cell is the median of {data.Bandwidth?.Parameters.GetValueOrDefault("runs") ?? "?"} rounds.");
    }

    /// <summary>When to overlap I/O: the pipelines chapter's largest gain, the real-file run, and awaited against blocking handling costs.</summary>
    public static string Overlap(GuideFigures data, GuideLinks link)
    {
        ArgumentNullException.ThrowIfNull(data);
        ArgumentNullException.ThrowIfNull(link);
        var lines = new List<string>();
        if (data.Bandwidth is { } bandwidth && new BandwidthTableCells(bandwidth) is var cells && cells.LargestGainBandwidth is { } best
            && cells.BestFullPipeline(best) is { } winner)
        {
            var sequential = cells.Metric("sequential", best, "measuredMs")!.Value;
            var overlapped = cells.Metric("overlapped-write", best, "measuredMs")!.Value;
            lines.Add($"The seed's read, process and write stages at {PipelinesResults.Mbit(best)} (simulated, times at the seed's scale): sequential {PipelinesResults.Ms(sequential)} ms, the seed's overlapped write {PipelinesResults.Ms(overlapped)} ms ({PipelinesResults.Ratio(sequential / overlapped)}× faster), a full three-stage pipeline ({winner.Variant}) {PipelinesResults.Ms(winner.MeasuredMs)} ms ({PipelinesResults.Ratio(cells.FullPipelineGain(best)!.Value)}× faster than the overlap); every variant within {PipelinesResults.Ratio(bandwidth.Rows.Max(r => r.Metrics["measuredOverLimit"]))}× of its analytic limit ({link.Chapter("the seed's table", "pipelines.md", "simulated-the-seeds-table-and-ours")}, {link.File("Concurrency/Pipelines/")}, {link.File("StockPrices.Tests/Concurrency/Pipelines/PipelineLimitTests.cs")}).");
        }

        if (data.PipelinesFile is { } file)
        {
            double Seconds(string variant) => file.Rows.First(r => r.Variant == variant).Metrics["measuredMs"] / 1000;
            var fastest = file.Rows.MinBy(r => r.Metrics["measuredMs"])!;
            lines.Add($"A real file, Brotli and a paced loopback client: sequential {Seconds("sequential").ToString("0.00", CultureInfo.InvariantCulture)} s, overlapped write {Seconds("overlapped-write").ToString("0.00", CultureInfo.InvariantCulture)} s, fastest ({fastest.Variant}) {(fastest.Metrics["measuredMs"] / 1000).ToString("0.00", CultureInfo.InvariantCulture)} s: when read is cheap, overlapping the write is the whole gain ({link.Chapter("the real run", "pipelines.md", "real-a-file-brotli-and-a-paced-client-on-127001")}).");
        }

        if (data.LargestCostMs is { } cost
            && GuideFigures.Row(data.PollingWithCost, GuideFigures.EventDrivenAsync, costMs: cost) is { } blocking
            && GuideFigures.Row(data.PollingWithCost, GuideFigures.EventDrivenAsyncAwaitedCost, costMs: cost) is { } awaited)
        {
            lines.Add($"Await the I/O, do not block on it: with a {cost} ms cost per message, awaiting it handled {Fraction(awaited, PollingMetrics.HandledOverOffered)} of the messages offered with a peak of {Count(awaited, PollingMetrics.PeakThreadPoolThreads)} pool threads; blocking a pool thread for it handled {Fraction(blocking, PollingMetrics.HandledOverOffered)} with {Count(blocking, PollingMetrics.PeakThreadPoolThreads)}, the pool growing too slowly to keep up ({link.Chapter("the ramp-up", "concurrency.md", "with-a-handling-cost-how-fast-the-thread-pool-ramps-up")}).");
        }

        return lines.Count == 0 ? "_No pipelines or polling results committed yet._\n" : Lines([.. lines]);
    }

    /// <summary>Which concurrency model for many idle connections: loopback TCP at the largest N, and the simulated polling run.</summary>
    public static string Connections(GuideFigures data, GuideLinks link)
    {
        ArgumentNullException.ThrowIfNull(data);
        ArgumentNullException.ThrowIfNull(link);
        var lines = new List<string>();
        if (data.LargestConnections is { } n
            && GuideFigures.Row(data.PollingTcp, GuideFigures.ThreadPerConnection, n) is { } threads
            && GuideFigures.Row(data.PollingTcp, GuideFigures.AsyncSockets, n) is { } sockets)
        {
            lines.Add($"{n.ToString("#,0", CultureInfo.InvariantCulture)} idle loopback TCP connections, every message checked: a thread per connection peaked at {Count(threads, PollingMetrics.PeakProcessThreads)} threads and {Megabytes(threads)} MB working set, p99 latency {Milliseconds(threads, PollingMetrics.LatencyP99Ms)} ms; `await Socket.ReceiveAsync` at {Count(sockets, PollingMetrics.PeakProcessThreads)} threads, {Megabytes(sockets)} MB, p99 {Milliseconds(sockets, PollingMetrics.LatencyP99Ms)} ms; both held all {Count(sockets, PollingMetrics.ConnectionsHeld)} ({link.Chapter("over real loopback TCP", "concurrency.md", "over-real-loopback-tcp")}, {link.File("Concurrency/Polling/Tcp/")}, {link.File("StockPrices.Tests/Concurrency/Polling/MessageServerTests.cs")}).");
        }

        if (GuideFigures.Row(data.PollingSimulated, GuideFigures.ThreadPerConnection) is { } perConnection
            && GuideFigures.Row(data.PollingSimulated, GuideFigures.ThreadPool) is { } polling
            && GuideFigures.Row(data.PollingSimulated, GuideFigures.EventDrivenAsync) is { } events)
        {
            lines.Add($"Simulated, {perConnection.Labels[PollingMetrics.ConnectionsLabel]} connections: a thread per connection used {Cpu(perConnection)} CPU s against {Cpu(events)} for event-driven async; polling from the pool made a message wait {Milliseconds(polling, PollingMetrics.LatencyP50Ms)} ms at the median, event-driven async {Milliseconds(events, PollingMetrics.LatencyP50Ms)} ms ({link.Chapter("all variants", "concurrency.md", "all-variants-no-handling-cost")}, {link.File("StockPrices.Tests/Concurrency/Polling/SimulatedVariantTests.cs")}).");
        }

        return lines.Count == 0 ? "_No polling results committed yet._\n" : Lines([.. lines]);
    }

    /// <summary>What the ring says about hand-off costs: each mechanism's ns and bytes per hop at the headline cell, and Erlang.</summary>
    public static string HandOff(GuideFigures data, GuideLinks link)
    {
        ArgumentNullException.ThrowIfNull(data);
        ArgumentNullException.ThrowIfNull(link);
        if (data.RingHeadline is not { } report || data.RingVersusErlang(concurrentOnly: false) is not var (fastest, erlang))
        {
            return "_No ring headline with Erlang committed yet._\n";
        }

        var table = new MarkdownTable("Implementation", "ns/hop", "CPU ns/hop", "B/hop").AlignRight("ns/hop", "CPU ns/hop", "B/hop");
        foreach (var row in report.Rows.Where(RingResults.IsMeasured).OrderBy(r => r.Metrics[RingReportKeys.NanosecondsPerHop]))
        {
            table.AddRow(row.Variant, RingTable.NanosecondsPerHop(row), RingTable.PerHop(row, RingReportKeys.CpuNanosecondsPerHop),
                row.Metrics.TryGetValue(RingReportKeys.AllocatedBytesPerHop, out var bytes) ? bytes.ToString("0.00", CultureInfo.InvariantCulture) : "—");
        }

        var concurrent = data.RingVersusErlang(concurrentOnly: true)?.FastestDotNet ?? fastest;
        return $"{table}\nn = {RingTable.Count(report.Rows[0].Labels[RingReportKeys.Nodes])}, m = {RingTable.Count(report.Rows[0].Labels[RingReportKeys.Messages])}, median of {report.Parameters.GetValueOrDefault("repeat", "?")} runs per implementation. "
            + $"The fastest .NET ring, `{fastest.Variant}`, is {RingResults.VersusErlang(erlang, fastest)} per hop in the same run; the fastest whose nodes run concurrently, `{concurrent.Variant}`, is {RingResults.VersusErlang(erlang, concurrent)} "
            + $"({link.Chapter("the ring's headline", "ring.md", "the-headline-the-seeds-own-setting")}, {link.File("Concurrency/Ring/")}, {link.File("StockPrices.Tests/Concurrency/Ring/RingDeliveryTests.cs")}).\n";
    }

    internal static string R(double ratio) => BenchmarkFormat.Ratio(ratio) + "×";

    internal static string Bytes(double? bytes) => BenchmarkFormat.Bytes(bytes);

    internal static string Count(RunReportRow row, string metric) => PollingMetrics.Get(row, metric).ToString("#,0", CultureInfo.InvariantCulture);

    internal static string Megabytes(RunReportRow row) => PollingMetrics.Get(row, PollingMetrics.PeakWorkingSetMB).ToString("#,0", CultureInfo.InvariantCulture);

    private static string Fraction(RunReportRow row, string metric) => PollingMetrics.Get(row, metric).ToString("0.000", CultureInfo.InvariantCulture);

    private static string Milliseconds(RunReportRow row, string metric) => PollingMetrics.Get(row, metric).ToString("#,0.00", CultureInfo.InvariantCulture);

    private static string Cpu(RunReportRow row) => PollingMetrics.Get(row, PollingMetrics.CpuSeconds).ToString("0.00", CultureInfo.InvariantCulture);

    private static string Lines(params string[] lines) => string.Join('\n', lines.Select(line => "- " + line)) + "\n";
}
