using System.Globalization;
using StockPrices.Reporting.Article;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Pipelines;
using StockPrices.Reporting.Polling;
using StockPrices.Reporting.Results.Quiet;
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
        static string Loads(IEnumerable<RunReport?> reports) =>
            string.Join("; ", reports.Select(report => report is null ? "not committed"
                : QuietMachineText.Describe(report.Run)));
        static string Runs(IReadOnlyCollection<RunReport> reports) => reports.Count == 1 ? "one run" : $"{reports.Count} independent runs";
        return Lines(
            $"Machine: {run.Environment.Processor}, {run.Environment.ProcessorCount} logical cores, {run.Environment.OperatingSystem}, {run.Environment.Runtime}; shared with other builds and benchmarks while every run below was made.",
            $"Article benchmarks ({link.Chapter("the committed runs", Article, "the-committed-runs")}): {runs.Count} independent runs, how quiet the machine was in each: {string.Join("; ", runs.Select(r => QuietMachineText.Describe(r.QuietMachine, r.Environment.LoadAverageAtStart, r.Environment.LoadAverageAtEnd)))}.",
            $"Idle connections, how quiet the machine was in each run: simulated, {Loads([data.PollingSimulated])}; ramp-up, {Loads([data.PollingWithCost])}; loopback TCP, {Runs(data.PollingTcpRuns)}: {Loads(data.PollingTcpRuns)}.",
            $"Message ring headline, {Runs(data.RingHeadlineRuns)}: {Loads(data.RingHeadlineRuns)}.",
            $"Pipelines bandwidth table, {Runs(data.BandwidthRuns)}: {Loads(data.BandwidthRuns)}; each simulated cell is the median of {data.Bandwidth?.Parameters.GetValueOrDefault("runs") ?? "?"} rounds.");
    }

    /// <summary>When to overlap I/O: the pipelines chapter's largest gain, the real-file run, and awaited against blocking handling costs.</summary>
    public static string Overlap(GuideFigures data, GuideLinks link)
    {
        ArgumentNullException.ThrowIfNull(data);
        ArgumentNullException.ThrowIfNull(link);
        var lines = new List<string>();
        if (data.BestBandwidth is { } best && data.BandwidthRunsAtBest() is { Count: > 0 } runs)
        {
            string Range(Func<BandwidthTableCells, double> figure, Func<double, string> format, string unit) => FigureRange.Of(runs.Select(figure), format, unit);
            double Sequential(BandwidthTableCells cells) => cells.Metric("sequential", best, "measuredMs")!.Value;
            double Overlapped(BandwidthTableCells cells) => cells.Metric("overlapped-write", best, "measuredMs")!.Value;
            var winners = GuideFigures.FullPipelineWinners(runs, best);
            var worstOverLimit = data.BandwidthRuns.SelectMany(run => run.Rows).Max(r => r.Metrics["measuredOverLimit"]);
            lines.Add($"The seed's read, process and write stages at {PipelinesResults.Mbit(best)} (simulated, times at the seed's scale, {FigureRange.Over(runs.Count)}): sequential {Range(Sequential, PipelinesResults.Ms, " ms")}, the seed's overlapped write {Range(Overlapped, PipelinesResults.Ms, " ms")} ({Range(c => Sequential(c) / Overlapped(c), PipelinesResults.Ratio, "×")} faster), a full three-stage pipeline ({winners}) {Range(c => c.BestFullPipeline(best)!.Value.MeasuredMs, PipelinesResults.Ms, " ms")} ({Range(c => c.FullPipelineGain(best)!.Value, PipelinesResults.Ratio, "×")} faster than the overlap); every variant of every run within {PipelinesResults.Ratio(worstOverLimit)}× of its analytic limit ({link.Chapter("the seed's table", "pipelines.md", "simulated-the-seeds-table-and-ours")}, {link.File("Concurrency/Pipelines/")}, {link.File("StockPrices.Tests/Concurrency/Pipelines/PipelineLimitTests.cs")}).");
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
        if (data.LargestConnections is { } n && data.TcpRuns(n) is > 0 and var runs)
        {
            string Range(string variant, string metric, string format = "#,0") => data.TcpRange(variant, n, metric, format)!;
            const string Threads = GuideFigures.ThreadPerConnection, Sockets = GuideFigures.AsyncSockets;
            lines.Add($"{n.ToString("#,0", CultureInfo.InvariantCulture)} idle loopback TCP connections, every message checked, {FigureRange.Over(runs)}: a thread per connection peaked at {Range(Threads, PollingMetrics.PeakProcessThreads)} threads and {Range(Threads, PollingMetrics.PeakWorkingSetMB)} MB working set, p99 latency {Range(Threads, PollingMetrics.LatencyP99Ms, "#,0.00")} ms; `await Socket.ReceiveAsync` at {Range(Sockets, PollingMetrics.PeakProcessThreads)} threads, {Range(Sockets, PollingMetrics.PeakWorkingSetMB)} MB, p99 {Range(Sockets, PollingMetrics.LatencyP99Ms, "#,0.00")} ms; connections held: {Range(Threads, PollingMetrics.ConnectionsHeld)} and {Range(Sockets, PollingMetrics.ConnectionsHeld)} ({link.Chapter("over real loopback TCP", "concurrency.md", "over-real-loopback-tcp")}, {link.File("Concurrency/Polling/Tcp/")}, {link.File("StockPrices.Tests/Concurrency/Polling/MessageServerTests.cs")}).");
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
        var all = data.RingVersusErlangRuns(concurrentOnly: false);
        if (data.RingHeadline is not { } report || all.Count == 0)
        {
            return "_No ring headline with Erlang committed yet._\n";
        }

        var table = new MarkdownTable("Implementation", "ns/hop", "CPU ns/hop", "B/hop").AlignRight("ns/hop", "CPU ns/hop", "B/hop");
        foreach (var row in report.Rows.Where(RingResults.IsMeasured).OrderBy(r => r.Metrics[RingReportKeys.NanosecondsPerHop]))
        {
            table.AddRow(row.Variant, RingTable.NanosecondsPerHop(row), RingTable.PerHop(row, RingReportKeys.CpuNanosecondsPerHop),
                row.Metrics.TryGetValue(RingReportKeys.AllocatedBytesPerHop, out var bytes) ? bytes.ToString("0.00", CultureInfo.InvariantCulture) : "—");
        }

        var concurrent = data.RingVersusErlangRuns(concurrentOnly: true) is { Count: > 0 } some ? some : all;
        return $"{table}\nThe table: the committed run; n = {RingTable.Count(report.Rows[0].Labels[RingReportKeys.Nodes])}, m = {RingTable.Count(report.Rows[0].Labels[RingReportKeys.Messages])}, median of {report.Parameters.GetValueOrDefault("repeat", "?")} repetitions per implementation. "
            + $"Over {all.Count} independent runs, the fastest .NET ring, {RingResults.FastestNames(all)}, is {RingResults.VersusErlang(all)} per hop, each run against its own Erlang rows; the fastest whose nodes run concurrently, {RingResults.FastestNames(concurrent)}, is {RingResults.VersusErlang(concurrent)} "
            + $"({link.Chapter("the ring's headline", "ring.md", "the-headline-the-seeds-own-setting")}, {link.File("Concurrency/Ring/")}, {link.File("StockPrices.Tests/Concurrency/Ring/RingDeliveryTests.cs")}).\n";
    }

    internal static string R(double ratio) => BenchmarkFormat.Ratio(ratio) + "×";

    internal static string Bytes(double? bytes) => BenchmarkFormat.Bytes(bytes);

    private static string Count(RunReportRow row, string metric) => PollingMetrics.Get(row, metric).ToString("#,0", CultureInfo.InvariantCulture);

    private static string Fraction(RunReportRow row, string metric) => PollingMetrics.Get(row, metric).ToString("0.000", CultureInfo.InvariantCulture);

    private static string Milliseconds(RunReportRow row, string metric) => PollingMetrics.Get(row, metric).ToString("#,0.00", CultureInfo.InvariantCulture);

    private static string Cpu(RunReportRow row) => PollingMetrics.Get(row, PollingMetrics.CpuSeconds).ToString("0.00", CultureInfo.InvariantCulture);

    private static string Lines(params string[] lines) => string.Join('\n', lines.Select(line => "- " + line)) + "\n";
}
