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
    private const string Table1 = "SyncVsAsync";
    private const string Table2 = "SyncVsTaskVsValueTask";
    private const string Table3 = "AwaitingNonCompletedTask";
    private const string Optimized = "OptimizedFastPath";
    private const string Pooled = "PooledBuilderOnYieldPath";
    private const string ConfigureAwait = "ConfigureAwaitFalseOnYieldPath";
    private const string ForceYielding = "ForceYieldingVsTaskYield";
    private const string Article = "article.md";
    private const string SynchronousPathTests = "StockPrices.Tests/RuntimeBehavior/SynchronousPathAllocationTests.cs";
    private const string SuspendingPathTests = "StockPrices.Tests/RuntimeBehavior/SuspendingPathAllocationTests.cs";

    /// <summary>How busy the shared machine was during each committed run, and how precise the article run is.</summary>
    public static string Noise(GuideFigures data, GuideLinks link)
    {
        ArgumentNullException.ThrowIfNull(data);
        ArgumentNullException.ThrowIfNull(link);
        var run = data.Results.Environment;
        var benchmarks = data.Results.Summaries.SelectMany(s => s.Benchmarks).ToList();
        var precise = benchmarks.Count(b => b.RelativeStandardError <= ArticleRunSection.PrecisionTarget);
        string Polling(RunReport? report) =>
            report is null ? "not committed"
            : report.Parameters.TryGetValue("loadAverageAtStart", out var start) ? $"{start} at the start, {report.Parameters.GetValueOrDefault("loadAverageAtEnd")} at the end"
            : "not recorded";
        return Lines(
            $"Machine: {run.Environment.Processor}, {run.Environment.ProcessorCount} logical cores, {run.Environment.OperatingSystem}, {run.Environment.Runtime}; shared with other builds and benchmarks while every run below was made.",
            $"Article benchmarks ({link.Chapter("the committed run", Article, "the-committed-run")}): load average (1, 5, 15 min) {run.LoadAverageAtStart ?? "not recorded"} at the start, {run.LoadAverageAtEnd ?? "not recorded"} at the end; {precise} of {benchmarks.Count} benchmarks reached a standard error of at most {BenchmarkFormat.Percent(ArticleRunSection.PrecisionTarget)} of the mean.",
            $"Idle connections: simulated run {Polling(data.PollingSimulated)}; ramp-up run {Polling(data.PollingWithCost)}; loopback TCP run {Polling(data.PollingTcp)}.",
            $"Message ring headline: {(data.RingHeadline is null ? "not committed" : RingResults.LoadRange(data.RingHeadline))}.",
            $"Pipelines: load {(data.Bandwidth?.Parameters.ContainsKey("loadAverageAtStart") == true ? data.Bandwidth.Parameters["loadAverageAtStart"] : "not recorded by the runner")}; each simulated cell is the median of {data.Bandwidth?.Parameters.GetValueOrDefault("runs") ?? "?"} rounds.");
    }

    /// <summary>What an async method costs when it completes synchronously, and the article's 2018 figures for it.</summary>
    public static string SynchronousCompletion(GuideFigures data, GuideLinks link)
    {
        ArgumentNullException.ThrowIfNull(data);
        ArgumentNullException.ThrowIfNull(link);
        var figures = data.Article;
        var time = data.Results.Published.Claim("sync-completion-time");
        var bytes = data.Results.Published.Claim("sync-completion-bytes");
        var overhead = figures.AsyncTaskVsPureSync - 1;
        return Lines(
            $"`async Task<decimal>` completing synchronously: {R(figures.AsyncTaskVsSync)} the time of the synchronous `GetStockPriceFor` and {R(figures.AsyncTaskVsPureSync)} the purely synchronous lookup, {Bytes(figures.AsyncTaskBytes)} per call ({link.Chapter("Table 1", Article, "table-1-is-an-async-method-that-completes-synchronously-slower")}, {link.Benchmark(Table1)}; the byte count is asserted by {link.File(SynchronousPathTests)}).",
            $"The absolute overhead: {BenchmarkFormat.Time(data.Benchmark(Table1, "GetStockPriceForAsync").MeanNanoseconds - data.Benchmark(Table1, "GetPricesDirectlyFromCache").MeanNanoseconds)} per call on a lookup that takes {BenchmarkFormat.Time(data.Benchmark(Table1, "GetPricesDirectlyFromCache").MeanNanoseconds)} without async.",
            $"2018: \"about {BenchmarkFormat.Percent(time.Value)} slower\" and {Bytes(bytes.Value)}. Here: {BenchmarkFormat.Percent(overhead)} slower ({ArticleClaimsSection.About(overhead, time.Value)}) and {Bytes(figures.AsyncTaskBytes)} ({ArticleClaimsSection.Exactly(figures.AsyncTaskBytes, bytes.Value)}); all five claims in {link.Chapter("the article's claims today", Article, "the-articles-claims-today")}.");
    }

    /// <summary>What allocates and how much: every path of the article suite with its bytes per call.</summary>
    public static string Allocations(GuideFigures data, GuideLinks link)
    {
        ArgumentNullException.ThrowIfNull(data);
        ArgumentNullException.ThrowIfNull(link);
        (string What, string Class, string Method, string Test)[] rows =
        [
            ("sync lookup, no async at all", Table1, "GetPricesDirectlyFromCache", SynchronousPathTests),
            ("sync method blocking on a completed `Task`", Table1, "GetStockPriceFor", SynchronousPathTests),
            ("`async Task<decimal>`, completes synchronously", Table1, "GetStockPriceForAsync", SynchronousPathTests),
            ("`async ValueTask<decimal>`, completes synchronously", Table2, "GetStockPriceWithValueTaskAsync", SynchronousPathTests),
            ("not async: `ValueTask` fast path, async local function otherwise", Optimized, "GetStockPriceWithValueTaskAsync_Optimized", SynchronousPathTests),
            ("the same, local function capturing its arguments", Optimized, "GetStockPriceWithValueTaskAsync_CapturingLocalFunction", SynchronousPathTests),
            ("the same, `static` local function", Optimized, "GetStockPriceWithValueTaskAsync_StaticLocalFunction", SynchronousPathTests),
            ("one `await Task.Yield()` inside, caller blocks (sync over async)", Table3, "GetStockPriceFor_Await", SuspendingPathTests),
            ("`async Task<decimal>` that suspends (two boxes)", Table3, "GetStockPriceForAsync_Await", SuspendingPathTests),
            ("`async ValueTask<decimal>` that suspends", Table3, "GetStockPriceWithValueTaskAsync_Await", SuspendingPathTests),
            ("`async Task<decimal>` that suspends, `ConfigureAwait(false)`", ConfigureAwait, "GetStockPriceForAsync_ConfigureAwaitFalse_Await", SuspendingPathTests),
            ("`async Task<decimal>` that suspends via `ConfigureAwaitOptions.ForceYielding`", ForceYielding, "GetStockPriceForAsync_ForceYielding", SuspendingPathTests),
            ("pooled `async ValueTask<decimal>` that suspends", Pooled, "GetStockPriceWithPooledValueTaskAsync_Await", SuspendingPathTests),
        ];
        var table = new MarkdownTable("Path", "Allocated per call", "Benchmark", "Test").AlignRight("Allocated per call");
        foreach (var row in rows)
        {
            table.AddRow(row.What, Bytes(data.Benchmark(row.Class, row.Method).AllocatedBytesPerOperation), $"{link.Benchmark(row.Class)}.`{row.Method}`", link.File(row.Test));
        }

        return $"{table}\nAllocated: BenchmarkDotNet's MemoryDiagnoser, bytes per call on every thread, from the committed run's full JSON.\n";
    }

    /// <summary>When <c>ValueTask</c> pays off: the synchronous and the suspending path, and the 2018 rule about both.</summary>
    public static string ValueTask(GuideFigures data, GuideLinks link)
    {
        ArgumentNullException.ThrowIfNull(data);
        ArgumentNullException.ThrowIfNull(link);
        var figures = data.Article;
        var suspended = data.Ratio(Table3, "GetStockPriceWithValueTaskAsync_Await", "GetStockPriceForAsync_Await");
        var valueTaskAwait = data.Benchmark(Table3, "GetStockPriceWithValueTaskAsync_Await");
        var taskAwait = data.Benchmark(Table3, "GetStockPriceForAsync_Await");
        var synchronousWord = Word(figures.ValueTaskVsTask, data.Benchmark(Table2, "GetStockPriceWithValueTaskAsync"), data.Benchmark(Table2, "GetStockPriceForAsync"));
        var suspendedWord = Word(suspended, valueTaskAwait, taskAwait);
        var ruleHolds = synchronousWord == Faster && suspendedWord == Slower;
        return Lines(
            $"Completing synchronously: `ValueTask<decimal>` takes {R(figures.ValueTaskVsTask)} the time of `Task<decimal>` (standard errors {SE(data.Benchmark(Table2, "GetStockPriceWithValueTaskAsync"))} and {SE(data.Benchmark(Table2, "GetStockPriceForAsync"))}) and allocates {Bytes(figures.ValueTaskBytes)} instead of {Bytes(data.Benchmark(Table2, "GetStockPriceForAsync").AllocatedBytesPerOperation)} ({link.Chapter("Table 2", Article, "table-2-does-valuetask-remove-that-cost")}, {link.Benchmark(Table2)}).",
            $"Suspending: `ValueTask<decimal>` takes {R(suspended)} the time of `Task<decimal>` (standard errors {SE(valueTaskAwait)} and {SE(taskAwait)}) and allocates {Bytes(valueTaskAwait.AllocatedBytesPerOperation)} against {Bytes(taskAwait.AllocatedBytesPerOperation)} ({link.Chapter("Table 3", Article, "table-3-what-does-awaiting-a-non-completed-task-cost")}, {link.Benchmark(Table3)}).",
            $"2018: \"a bit faster than a Task&lt;T&gt;-based method if the method completes synchronously and a bit slower otherwise\". This run: {synchronousWord} when synchronous, {suspendedWord} when suspending: {(ruleHolds ? "holds" : "does not hold in this run")}. The article's reason, a larger state machine, {(valueTaskAwait.AllocatedBytesPerOperation > taskAwait.AllocatedBytesPerOperation ? "shows in the bytes of the suspending path" : "does not show in the bytes of the suspending path")}.");
    }

    /// <summary>When the pooled builder pays off: the suspending path, time and bytes.</summary>
    public static string Pooling(GuideFigures data, GuideLinks link)
    {
        ArgumentNullException.ThrowIfNull(data);
        ArgumentNullException.ThrowIfNull(link);
        var figures = data.Article;
        var pooled = data.Benchmark(Pooled, "GetStockPriceWithPooledValueTaskAsync_Await");
        var plain = data.Benchmark(Pooled, "GetStockPriceWithValueTaskAsync_Await");
        return Lines(
            $"Suspending on every call: the pooled `ValueTask<decimal>` allocates {Bytes(figures.PooledBytes)} per call against {Bytes(figures.NotPooledBytes)} and takes {R(figures.PooledVsNotPooled)} the time (standard errors {SE(pooled)} and {SE(plain)}) ({link.Chapter("the pooled builder", Article, "poolingasyncvaluetaskmethodbuilder-on-the-yield-path")}, {link.Benchmark(Pooled)}; the amortised bound is asserted by {link.File(SuspendingPathTests)}).",
            $"Completing synchronously there is nothing to pool: the plain `ValueTask` already allocates {Bytes(figures.ValueTaskBytes)} ({link.Benchmark(Table2)}).");
    }

    /// <summary>What a real suspension costs: time, bytes, pool work items, and the 2018 figures.</summary>
    public static string Suspension(GuideFigures data, GuideLinks link)
    {
        ArgumentNullException.ThrowIfNull(data);
        ArgumentNullException.ThrowIfNull(link);
        var figures = data.Article;
        var published = data.Results.Published;
        var awaitTime = published.Claim("await-time");
        var awaitBytes = published.Claim("await-bytes");
        var yielding = data.Benchmark(Table3, "GetStockPriceFor_Await");
        return Lines(
            $"One `await` of a non-completed task (`Task.Yield`, caller blocks): {BenchmarkFormat.Time(figures.AwaitNanoseconds)} and {Bytes(figures.AwaitBytes)} more than the same call completing synchronously, {R(data.Ratio(Table3, "GetStockPriceFor_Await", "GetStockPriceFor"))} its time, {BenchmarkFormat.Count(figures.AwaitWorkItems)} thread-pool work items per call against {BenchmarkFormat.Count(figures.SyncWorkItems)}; standard error {SE(yielding)} ({link.Chapter("Table 3", Article, "table-3-what-does-awaiting-a-non-completed-task-cost")}, {link.Benchmark(Table3)}).",
            $"An `async Task<decimal>` that suspends: {BenchmarkFormat.Time(figures.AsyncAwaitNanoseconds)} and {Bytes(figures.AsyncAwaitBytes)} more than when it completes synchronously (its own box and the awaited method's; {link.File(SuspendingPathTests)} asserts the bytes).",
            $"2018: \"about {BenchmarkFormat.Time(awaitTime.Value)}\" and \"~{Bytes(awaitBytes.Value)}\" per await. Here: {BenchmarkFormat.Time(figures.AwaitNanoseconds)} ({ArticleClaimsSection.About(figures.AwaitNanoseconds, awaitTime.Value)}; the time is mostly waking a blocked thread on a loaded machine) and {Bytes(figures.AwaitBytes)} ({ArticleClaimsSection.About(figures.AwaitBytes, awaitBytes.Value)}).",
            $"`ConfigureAwait(false)` with no synchronization context: {R(figures.ConfigureAwaitFalseVsDefault)} the time of the plain await ({link.Benchmark(ConfigureAwait)}); `ConfigureAwaitOptions.ForceYielding` instead of `Task.Yield`: {R(figures.ForceYieldingVsTaskYield)} the time, {Bytes(figures.ForceYieldingBytes)} against {Bytes(figures.TaskYieldBytes)} ({link.Benchmark(ForceYielding)}).");
    }

    /// <summary>When to drop async: the hand-optimised fast path against sync and against async <c>ValueTask</c>, and the closure pitfall.</summary>
    public static string DropAsync(GuideFigures data, GuideLinks link)
    {
        ArgumentNullException.ThrowIfNull(data);
        ArgumentNullException.ThrowIfNull(link);
        var figures = data.Article;
        return Lines(
            $"Not `async` on the fast path (returns `new ValueTask<decimal>(...)` when initialisation has completed): {R(figures.OptimizedVsSync)} the time of the synchronous method and {R(figures.OptimizedVsValueTask)} the time of the `async ValueTask` version, {Bytes(data.Benchmark(Optimized, "GetStockPriceWithValueTaskAsync_Optimized").AllocatedBytesPerOperation)} per call ({link.Chapter("the hand-optimised fast path", Article, "the-hand-optimised-fast-path-and-the-closure-pitfall")}, {link.Benchmark(Optimized)}).",
            $"The pitfall: a local function that captures allocates its closure, {Bytes(figures.CapturingLocalFunctionBytes)}, on every call, fast path included, and took {R(figures.CapturingVsStatic)} the time of the `static` one ({Bytes(figures.StaticLocalFunctionBytes)}); {link.File(SynchronousPathTests)} asserts both byte counts.");
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

    private static string SE(BenchmarkResult benchmark) => BenchmarkFormat.Percent(benchmark.RelativeStandardError);

    private const string Faster = "faster";
    private const string Slower = "slower";

    /// <summary>Faster or slower only when the ratio is further from 1 than twice the two rows' combined standard error.</summary>
    private static string Word(double ratio, BenchmarkResult row, BenchmarkResult other) =>
        Math.Abs(ratio - 1) <= 2 * Math.Sqrt((row.RelativeStandardError * row.RelativeStandardError) + (other.RelativeStandardError * other.RelativeStandardError))
            ? "no different within twice the standard errors"
            : ratio < 1 ? Faster : Slower;

    private static string Fraction(RunReportRow row, string metric) => PollingMetrics.Get(row, metric).ToString("0.000", CultureInfo.InvariantCulture);

    private static string Milliseconds(RunReportRow row, string metric) => PollingMetrics.Get(row, metric).ToString("#,0.00", CultureInfo.InvariantCulture);

    private static string Cpu(RunReportRow row) => PollingMetrics.Get(row, PollingMetrics.CpuSeconds).ToString("0.00", CultureInfo.InvariantCulture);

    private static string Lines(params string[] lines) => string.Join('\n', lines.Select(line => "- " + line)) + "\n";
}
