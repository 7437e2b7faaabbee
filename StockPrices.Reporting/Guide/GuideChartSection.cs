using StockPrices.Reporting.Charts;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Runtimes;

namespace StockPrices.Reporting.Guide;

/// <summary>
/// docs/guide.md's chart: what each way of writing the call costs in time and in bytes, on .NET 10 and on .NET 11 in
/// both compilation modes, from the committed <c>runtimes</c> runs, which measure the three side by side in each run.
/// A time is the median of the runs' medians, its segment the lowest to the highest.
/// </summary>
public sealed class GuideChartSection : IDocsSection
{
    public const string TimeChart = "docs/charts/guide-time.svg";
    public const string BytesChart = "docs/charts/guide-bytes.svg";

    /// <summary>Wide enough for the longest category and series names beside a readable plot.</summary>
    private const int Width = 1000;

    private static readonly (string Category, string Class, string Method)[] Calls =
    [
        ("sync lookup", "SyncVsTaskVsValueTask", "GetStockPriceFor"),
        ("Task<T> lookup, completes synchronously", "SyncVsTaskVsValueTask", "GetStockPriceForAsync"),
        ("ValueTask<T> lookup, completes synchronously", "SyncVsTaskVsValueTask", "GetStockPriceWithValueTaskAsync"),
        ("1 frame suspends at Task.Yield, awaited", RuntimesWinsAndLosesSection.BenchmarkClass, "Yield_AsyncCaller(Frames=1)"),
        ("2-level chain suspends, awaited", "AwaitingNonCompletedTask", "GetStockPriceForAsync_AsyncAllTheWay"),
        ("2-level chain suspends, caller blocks", "AwaitingNonCompletedTask", "GetStockPriceForAsync_Await"),
    ];

    private static readonly (string Series, string Job)[] Runtimes =
    [
        (".NET 10", RuntimeTable.DotNet10),
        (".NET 11, state machines", RuntimesWinsAndLosesSection.StateMachines),
        (".NET 11, runtime async", RuntimesWinsAndLosesSection.RuntimeAsync),
    ];

    public string Id => "guide.chart";

    public string Render(DocsContext context)
    {
        var results = RuntimeComparisonResults.Load(context);
        var time = new SvgBarChart("Time per call (dot: median of the runs; segment: lowest to highest run)", "ns per call (log scale)") { Logarithmic = true, Width = Width };
        var bytes = new SvgBarChart("Bytes allocated per call", "bytes per call") { Width = Width };
        foreach (var (series, job) in Runtimes)
        {
            var measured = Calls.Select(call => (call.Category, Measurement: results.Find(call.Class, call.Method, job))).Where(call => call.Measurement is not null).ToList();
            time.AddSeries(series, measured.Select(call => (call.Category, call.Measurement!.MedianNanoseconds, call.Measurement.RunMedianNanoseconds.Min(), call.Measurement.RunMedianNanoseconds.Max())));
            bytes.AddSeries(series, measured.Where(call => call.Measurement!.AllocatedBytes is not null).Select(call => (call.Category, call.Measurement!.AllocatedBytes!.Value)));
        }

        return Prose.Of("guide").Fill("chart", new { time = context.AddFile(TimeChart, time.Render()), bytes = context.AddFile(BytesChart, bytes.Render()) }) + "\n";
    }
}
