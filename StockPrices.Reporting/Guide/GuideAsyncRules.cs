using StockPrices.Reporting.Article;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Paired;
using StockPrices.Reporting.Runtimes;
using B = StockPrices.SyncCompletionBody;
using S = StockPrices.BenchmarkShape;
using V = StockPrices.StockPriceVariants;

namespace StockPrices.Reporting.Guide;

/// <summary>
/// The numbers behind the guide's async rules of thumb, from every committed run of the article suite: each a
/// min–max over the runs, each with the chapter section and the benchmark or test that shows it.
/// </summary>
public static class GuideAsyncRules
{
    private const string Article = "article.md";
    private const string SynchronousPathTests = "StockPrices.Tests/RuntimeBehavior/SynchronousPathAllocationTests.cs";
    private const string SuspendingPathTests = "StockPrices.Tests/RuntimeBehavior/SuspendingPathAllocationTests.cs";
    private const string ExpectationsFile = "StockPrices.Reporting/Runtimes/RuntimeExpectations.cs";

    /// <summary>The guide's first screen: situation, what to use, what it costs, what shows it.</summary>
    public static string Decision(GuideFigures data, GuideLinks link)
    {
        ArgumentNullException.ThrowIfNull(data);
        ArgumentNullException.ThrowIfNull(link);
        var r = data.Ranges;
        var paired = PairedResults.Load(data.Context);
        string SideBySide(PairedComparisonId id) => paired.Ratio(id) ?? "not measured side by side yet";
        var table = new MarkdownTable("Your situation", "Use", "What it costs here", "Shown by");
        table.AddRow(
            "The method usually completes synchronously (a cache hit)",
            "`async ValueTask<T>`",
            $"{SideBySide(PairedComparisonId.ValueTaskVsSync)} the sync method's time, {r.Bytes(f => f.ValueTaskBytes)} per call",
            $"{link.Benchmark(ArticleFigures.Table2Class)}, {link.File(SynchronousPathTests)}");
        table.AddRow(
            "The same, `Task<T>` is what the API returns",
            "`async Task<T>`: the async method itself adds little",
            $"{r.Time(f => f.AsyncAddsNanoseconds(B.ReturnField))} and {r.Bytes(f => f.AsyncBytes(B.ReturnField))} per call over a sync method (a result the runtime does not cache)",
            $"{link.Benchmark(ArticleFigures.SyncCompletionClass)}, {link.File(SynchronousPathTests)}");
        table.AddRow(
            "A hot path that almost always completes synchronously",
            "not `async` on the fast path: return `new ValueTask<T>(value)`, await in a `static` local function otherwise",
            $"{r.Ratio(f => f.OptimizedVsSync)} the sync method's time, {r.Bytes(f => f.OptimizedBytes)}; a capturing local function allocates {r.Bytes(f => f.CapturingLocalFunctionBytes)} on every call",
            $"{link.Benchmark(ArticleFigures.OptimizedClass)}, {link.File(SynchronousPathTests)}");
        table.AddRow(
            "The await really suspends, your code is async all the way",
            "`Task<T>` or `ValueTask<T>`: the hop to the thread pool dominates",
            $"per await: `Task` {r.Time(f => f.AsyncAllTheWay(V.Task).MedianNanoseconds)}, {r.Bytes(f => Allocated(f.AsyncAllTheWay(V.Task)))}; `ValueTask` {r.Time(f => f.AsyncAllTheWay(V.ValueTask).MedianNanoseconds)}, {r.Bytes(f => Allocated(f.AsyncAllTheWay(V.ValueTask)))}",
            $"{link.Benchmark(ArticleFigures.PooledClass)}, {link.File(SuspendingPathTests)}");
        table.AddRow(
            "It suspends on nearly every call and allocation matters",
            "`[AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder<>))]` on a `ValueTask<T>` method",
            $"per await: {r.Time(f => f.AsyncAllTheWay(V.PooledValueTask).MedianNanoseconds)}, {r.Bytes(f => Allocated(f.AsyncAllTheWay(V.PooledValueTask)))} averaged by BenchmarkDotNet; the test asserts 0 whole bytes per await (median of five trials of 10,000)",
            $"{link.Benchmark(ArticleFigures.PooledClass)}, {link.File(SuspendingPathTests)}");
        table.AddRow(
            "A synchronous caller blocks on async code (`.GetAwaiter().GetResult()`)",
            "avoid: make the caller async",
            $"per call: `Task` {r.Time(f => f.CallerBlocks(V.Task).MeanNanoseconds)}, {SideBySide(PairedComparisonId.BlockingCallerVsAsyncAllTheWay)} the async-all-the-way time",
            $"{link.Benchmark(ArticleFigures.Table3Class)}, {link.Benchmark(ArticleFigures.PooledClass)}");
        table.AddRow(
            "Library code awaited on a UI thread (single-threaded context)",
            "`ConfigureAwait(false)` in the library",
            $"per await: {r.Time(f => f.UnderContext(V.Task).MedianNanoseconds)} plain, {r.Time(f => f.UnderContext(V.TaskConfigureAwaitFalse).MedianNanoseconds)} with it; with one await per method the caller's own await still returns to the context",
            link.Benchmark(ArticleFigures.ConfigureAwaitClass));
        table.AddRow(
            "No synchronization context (ASP.NET Core, console, worker)",
            "`ConfigureAwait(false)` changes nothing measurable",
            $"{SideBySide(PairedComparisonId.ConfigureAwaitFalseVsPlainAwait)} the plain await's time",
            link.Benchmark(ArticleFigures.ConfigureAwaitClass));
        table.AddRow(
            "You need to force a yield",
            "`Task.Yield()` or `await task.ConfigureAwait(ConfigureAwaitOptions.ForceYielding)`",
            $"per await: {r.Time(f => f.YieldAsyncAllTheWay(S.TaskYield).MedianNanoseconds)} and {r.Time(f => f.YieldAsyncAllTheWay(S.ForceYielding).MedianNanoseconds)}",
            link.Benchmark(ArticleFigures.ForceYieldingClass));
        return $"{table}\nTimes and bytes are the {r.Over} of the article suite on this machine (times: median per await for async-all-the-way rows, mean per call otherwise; bytes: BenchmarkDotNet's Allocated, averaged over an iteration and rounded); a ratio to another way of writing the same call is the {paired.Over} of {link.Chapter("paired comparisons", "paired-comparisons.md")}, both measured side by side in one process. Details: {link.Chapter("the article chapter", Article)}.\n";
    }

    /// <summary>What an async method that completes synchronously costs, and which part of that is async.</summary>
    public static string SynchronousCompletion(GuideFigures data, GuideLinks link)
    {
        ArgumentNullException.ThrowIfNull(data);
        ArgumentNullException.ThrowIfNull(link);
        var r = data.Ranges;
        var time = data.Results.Published.Claim("sync-completion-time");
        var bytes = data.Results.Published.Claim("sync-completion-bytes");
        return Lines(
            $"The article's body: `async Task<decimal>` completing synchronously takes {r.Ratio(f => f.AsyncTaskVsSync)} the time of the synchronous `GetStockPriceFor` and {r.Ratio(f => f.AsyncTaskVsPureSync)} the purely synchronous lookup, {r.Bytes(f => f.AsyncTaskBytes)} per call ({link.Chapter("Table 1", Article, "table-1-is-an-async-method-that-completes-synchronously-slower")}, {link.Benchmark(ArticleFigures.Table1Class)}; the bytes are asserted by {link.File(SynchronousPathTests)}).",
            $"The async part: an `async Task<decimal>` method whose body returns a field adds {r.Time(f => f.AsyncAddsNanoseconds(B.ReturnField))} per call and {r.Bytes(f => f.AsyncBytes(B.ReturnField))} (the `Task<decimal>` it must allocate) over the same sync method ({link.Benchmark(ArticleFigures.SyncCompletionClass)}).",
            $"The codegen part: around the same scan of 101 quotes the async method adds {r.Time(f => f.AsyncAddsNanoseconds(B.ScanStructs))} when the scan is inlined into it ({r.Ratio(f => f.AsyncOverSync(B.ScanStructs))}), {r.Time(f => f.AsyncAddsNanoseconds(B.ScanStructsOutOfLine))} when the scan stays a call ({r.Ratio(f => f.AsyncOverSync(B.ScanStructsOutOfLine))}), {r.Time(f => f.AsyncAddsNanoseconds(B.ScanClasses))} over class quotes ({r.Ratio(f => f.AsyncOverSync(B.ScanClasses))}): what exceeds the field row is how the JIT compiles the body inside the state machine's `MoveNext`, not async work. Where a range here is wide, a run was slow as a whole process for one of the pair ({link.Chapter("every run, row by row", Article, "every-run-row-by-row")}).",
            $"The article's body, taken apart: with the constant ticker the article passes, the async method takes {r.Ratio(f => f.AsyncOverSync(B.ConstantTicker))} the sync one's time and adds {r.Time(f => f.AsyncAddsNanoseconds(B.ConstantTicker))}; with the ticker read from a field, {r.Ratio(f => f.AsyncOverSync(B.FieldTicker))} and {r.Time(f => f.AsyncAddsNanoseconds(B.FieldTicker))}. The sync method is the one that changes ({r.Time(f => f.SyncCompletionPair(B.ConstantTicker).Sync.MeanNanoseconds)} with the constant, {r.Time(f => f.SyncCompletionPair(B.FieldTicker).Sync.MeanNanoseconds)} without): the JIT specialises its scan for the constant, and does not inside the async state machine. Of the difference, about {r.Time(f => f.AsyncAddsNanoseconds(B.ReturnField))} is the async method itself; the rest is code generation ({link.Chapter("taking the ratio apart", Article, "taking-the-ratio-apart")}).",
            $"2018: \"about {BenchmarkFormat.Percent(time.Value)} slower\" and {GuideRules.Bytes(bytes.Value)}; the claims are checked one by one in {link.Chapter("the article's claims today", Article, "the-articles-claims-today")}.");
    }

    /// <summary>What allocates and how much: every path with BenchmarkDotNet's bytes per call, over every run.</summary>
    public static string Allocations(GuideFigures data, GuideLinks link)
    {
        ArgumentNullException.ThrowIfNull(data);
        ArgumentNullException.ThrowIfNull(link);
        var r = data.Ranges;
        var expected = RuntimeExpectations.Current;
        (string What, Func<ArticleFigures, BenchmarkResult> Row, string Class, int? Asserted, string? Test)[] rows =
        [
            ("`async Task<decimal>`, completes synchronously", f => f.Results.Class(ArticleFigures.Table1Class).Row(V.Task, S.CompletesSynchronously), ArticleFigures.Table1Class, expected.TaskOfDecimalBytes, SynchronousPathTests),
            ("`async ValueTask<decimal>`, completes synchronously", f => f.Results.Class(ArticleFigures.Table2Class).Row(V.ValueTask, S.CompletesSynchronously), ArticleFigures.Table2Class, 0, SynchronousPathTests),
            ("not async on the fast path, capturing local function", f => f.Results.Class(ArticleFigures.OptimizedClass).Row(V.ValueTaskCapturingLocalFunction), ArticleFigures.OptimizedClass, expected.CapturingClosureBytes, SynchronousPathTests),
            ("`async Task<decimal>` that suspends, async all the way", f => f.AsyncAllTheWay(V.Task), ArticleFigures.PooledClass, expected.YieldingTaskLookupBytes, SuspendingPathTests),
            ("`async ValueTask<decimal>` that suspends, async all the way", f => f.AsyncAllTheWay(V.ValueTask), ArticleFigures.PooledClass, expected.YieldingValueTaskLookupBytes, SuspendingPathTests),
            ("pooled `async ValueTask<decimal>` that suspends, async all the way", f => f.AsyncAllTheWay(V.PooledValueTask), ArticleFigures.PooledClass, expected.PooledLookupWholeBytesPerAwaitAmortised, SuspendingPathTests),
            ("`async Task<decimal>` that suspends, caller blocks", f => f.CallerBlocks(V.Task), ArticleFigures.Table3Class, null, null),
            ("pooled `async ValueTask<decimal>` that suspends, caller blocks", f => f.CallerBlocks(V.PooledValueTask), ArticleFigures.PooledClass, null, null),
            ("`async Task<decimal>` under a single-threaded context", f => f.UnderContext(V.Task), ArticleFigures.ConfigureAwaitClass, null, null),
        ];
        var table = new MarkdownTable("Path", "Allocated (BenchmarkDotNet)", "Asserted exactly", "Benchmark", "Asserted by").AlignRight("Allocated (BenchmarkDotNet)").AlignRight("Asserted exactly");
        foreach (var row in rows)
        {
            table.AddRow(row.What, r.Bytes(f => Allocated(row.Row(f))), row.Asserted is { } bytes ? $"{bytes} B" : "–",
                $"{link.Benchmark(row.Class)}.`{row.Row(r.Tables).Method}`", row.Test is null ? "no test asserts this shape" : link.File(row.Test));
        }

        return $"{table}\nAllocated (BenchmarkDotNet): its MemoryDiagnoser, bytes per call on every thread averaged over an iteration and rounded, {r.Over}. Asserted exactly: what the test asserts on .NET {System.Environment.Version.Major} for the lookup alone, one call at a time (for the pooled builder, whole bytes per await, the median of five trials of 10,000 awaits), read from {link.File(ExpectationsFile)}, where every test reads it.\n";
    }

    /// <summary>When ValueTask pays off: completing synchronously and suspending, both shapes.</summary>
    public static string ValueTask(GuideFigures data, GuideLinks link)
    {
        ArgumentNullException.ThrowIfNull(data);
        ArgumentNullException.ThrowIfNull(link);
        var r = data.Ranges;
        return Lines(
            $"Completing synchronously: `ValueTask<decimal>` takes {r.Ratio(f => f.ValueTaskVsTask)} the time of `Task<decimal>` and allocates {r.Bytes(f => f.ValueTaskBytes)} instead of {r.Bytes(f => f.AsyncTaskBytes)} ({link.Chapter("Table 2", Article, "table-2-does-valuetask-remove-that-cost")}, {link.Benchmark(ArticleFigures.Table2Class)}).",
            $"Suspending, async all the way: {r.Ratio(f => f.ValueTaskVsTaskAsyncAllTheWay)} the time of `Task<decimal>` per await (medians), {r.Bytes(f => Allocated(f.AsyncAllTheWay(V.ValueTask)))} against {r.Bytes(f => Allocated(f.AsyncAllTheWay(V.Task)))}: the larger state machine of a `ValueTask` method is boxed all the same ({link.Benchmark(ArticleFigures.PooledClass)}).");
    }

    /// <summary>When the pooled builder pays off.</summary>
    public static string Pooling(GuideFigures data, GuideLinks link)
    {
        ArgumentNullException.ThrowIfNull(data);
        ArgumentNullException.ThrowIfNull(link);
        var r = data.Ranges;
        return Lines(
            $"Async all the way, suspending on every call: the pooled `ValueTask<decimal>` allocates {r.Bytes(f => Allocated(f.AsyncAllTheWay(V.PooledValueTask)))} per await against {r.Bytes(f => Allocated(f.AsyncAllTheWay(V.ValueTask)))} and takes {r.Ratio(f => f.PooledVsNotPooledAsyncAllTheWay)} the time (medians) ({link.Chapter("the pooled builder", Article, "poolingasyncvaluetaskmethodbuilder-on-the-yield-path")}, {link.Benchmark(ArticleFigures.PooledClass)}; {link.File(SuspendingPathTests)} asserts 0 whole bytes per await, the median of five trials of 10,000).",
            $"With the caller blocked on each call, the figure the guide used to quote: {r.Bytes(f => f.PooledBytes)} against {r.Bytes(f => f.NotPooledBytes)} per call, {r.Ratio(f => f.PooledVsNotPooled)} the time. The blocked caller's own wait allocates; the pooled boxes do not.",
            $"Completing synchronously there is nothing to pool: the plain `ValueTask` already allocates {r.Bytes(f => f.ValueTaskBytes)} ({link.Benchmark(ArticleFigures.Table2Class)}).");
    }

    /// <summary>What a real suspension costs, in both shapes, and the 2018 figures.</summary>
    public static string Suspension(GuideFigures data, GuideLinks link)
    {
        ArgumentNullException.ThrowIfNull(data);
        ArgumentNullException.ThrowIfNull(link);
        var r = data.Ranges;
        var published = data.Results.Published;
        var awaitTime = published.Claim("await-time");
        var awaitBytes = published.Claim("await-bytes");
        return Lines(
            $"Async all the way (an `async Task` loop awaiting a lookup that yields once): `Task` {r.Time(f => f.AsyncAllTheWay(V.Task).MedianNanoseconds)} per await, median of the iterations; one thread-pool work item per await ({link.Benchmark(ArticleFigures.PooledClass)}).",
            $"Caller blocks (sync over async, the article's shape): `Task` {r.Time(f => f.CallerBlocks(V.Task).MeanNanoseconds)} per call, {r.Ratio(f => f.CallerBlocksVsAsyncAllTheWay(V.Task))} the async-all-the-way time: most of it is waking the blocked thread ({link.Chapter("Table 3", Article, "table-3-what-does-awaiting-a-non-completed-task-cost")}, {link.Benchmark(ArticleFigures.Table3Class)}).",
            $"2018, caller blocked: \"about {BenchmarkFormat.Time(awaitTime.Value)}\" and \"~{GuideRules.Bytes(awaitBytes.Value)}\" per await. Here, same shape: {r.Time(f => f.AwaitNanoseconds)} and {r.Bytes(f => f.AwaitBytes)}.",
            $"The async-all-the-way times are bimodal on this machine: every iteration of every run, pooled and split in two groups, gives `Task` {r.ModesText(f => f.AsyncAllTheWay(V.Task))}, pooled `ValueTask` {r.ModesText(f => f.AsyncAllTheWay(V.PooledValueTask))} (medians). The continuation either stays on the thread that queued it or is taken by a second pool thread on the other core ({link.Chapter("why two modes", Article, "why-the-async-all-the-way-times-have-two-modes")}).");
    }

    /// <summary>When to drop async: the hand-optimised fast path and the closure pitfall.</summary>
    public static string DropAsync(GuideFigures data, GuideLinks link)
    {
        ArgumentNullException.ThrowIfNull(data);
        ArgumentNullException.ThrowIfNull(link);
        var r = data.Ranges;
        return Lines(
            $"Not `async` on the fast path (returns `new ValueTask<decimal>(...)` once initialisation has completed): {r.Ratio(f => f.OptimizedVsSync)} the time of the synchronous method and {r.Ratio(f => f.OptimizedVsValueTask)} the time of the `async ValueTask` version, {r.Bytes(f => f.OptimizedBytes)} per call ({link.Chapter("the hand-optimised fast path", Article, "the-hand-optimised-fast-path-and-the-closure-pitfall")}, {link.Benchmark(ArticleFigures.OptimizedClass)}).",
            $"The pitfall: a local function that captures allocates its closure, {r.Bytes(f => f.CapturingLocalFunctionBytes)}, on every call, fast path included, and takes {r.Ratio(f => f.CapturingVsStatic)} the time of the `static` one ({r.Bytes(f => f.StaticLocalFunctionBytes)}); {link.File(SynchronousPathTests)} asserts both byte counts.");
    }

    private static double Allocated(BenchmarkResult row) => row.AllocatedBytesPerOperation ?? double.NaN;

    private static string Lines(params string[] lines) => string.Join('\n', lines.Select(line => "- " + line)) + "\n";
}
