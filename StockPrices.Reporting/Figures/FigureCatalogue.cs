using System.Globalization;
using StockPrices.Results;
using StockPrices.Reporting.Article;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Beyond;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Paired;
using StockPrices.Results.Paired;
using StockPrices.Reporting.Pipelines;
using StockPrices.Reporting.Polling;
using StockPrices.Results.Quiet;
using StockPrices.Reporting.Ring;
using StockPrices.Reporting.Runtimes;

namespace StockPrices.Reporting.Figures;

/// <summary>
/// Every figure the prose of README.md and docs/ may quote by name, each defined once: the result it reads, the statistic
/// over the committed runs, its unit and, through its renderer, its format.
/// </summary>
public static class FigureCatalogue
{
    /// <summary>What a figure reads until its results are committed.</summary>
    internal const string NotMeasured = "not measured yet";

    public static IReadOnlyList<DocsFigure> All { get; } =
    [
        Article("async-method-adds", FigureUnit.Time, f => f.AsyncAddsNanoseconds(SyncCompletionBody.ReturnField)),
        Article("async-task-bytes", FigureUnit.Bytes, f => f.AsyncTaskBytes),
        Article("valuetask-bytes", FigureUnit.Bytes, f => f.ValueTaskBytes),
        Article("optimized-bytes", FigureUnit.Bytes, f => f.OptimizedBytes),
        Article("capturing-local-function-bytes", FigureUnit.Bytes, f => f.CapturingLocalFunctionBytes),
        Article("task-bytes-per-suspending-call", FigureUnit.Bytes, f => f.AsyncAllTheWay(StockPriceVariants.Task).AllocatedBytesPerOperation ?? double.NaN),
        Article("valuetask-bytes-per-suspending-call", FigureUnit.Bytes, f => f.AsyncAllTheWay(StockPriceVariants.ValueTask).AllocatedBytesPerOperation ?? double.NaN),
        Article("pooled-bytes-per-suspending-call", FigureUnit.Bytes, f => f.AsyncAllTheWay(StockPriceVariants.PooledValueTask).AllocatedBytesPerOperation ?? double.NaN),
        Article("task-per-suspending-call", FigureUnit.Time, f => f.AsyncAllTheWay(StockPriceVariants.Task).MedianNanoseconds),
        new("article.awaits-per-invoke", FigureStatistic.Setting, FigureUnit.Count, _ => Count(BenchmarkShape.AwaitsPerInvoke)),
        new("article.runs", FigureStatistic.RunCount, FigureUnit.Count, context => Count(ArticleResults.LoadAllRuns(context).Count)),
        // The comparisons of runtime async are measured on .NET 11, whose quick runs are read apart from .NET 10's.
        .. Enum.GetValues<PairedComparisonId>().Except(RuntimeAsyncComparisons.All).Select(id => PairedRatio(id)),
        PairedTime("sync-time", PairedComparisonId.TaskVsSync, candidate: false),
        PairedTime("machinery-time", PairedComparisonId.TaskYieldHopVsMachinery, candidate: false),
        PairedTime("task-yield-hop-time", PairedComparisonId.TaskYieldHopVsMachinery, candidate: true),
        PairedTime("force-yielding-hop-time", PairedComparisonId.ForceYieldingHopVsMachinery, candidate: true),
        PairedRuns(runtime: null),
        .. DotNet11Figures.PairedFigures.SelectMany(runtime => runtime.Comparisons.Select(id => PairedRatio(id, runtime.Runtime))),
        .. DotNet11Figures.PairedFigures.Select(runtime => PairedRuns(runtime.Runtime)),
        // Set beside the runtimes runs' .NET 11 time of the same chain, which it does not confirm.
        PairedTime("async-all-the-way-time", PairedComparisonId.BlockingCallerVsAsyncAllTheWay, candidate: false, runtime: "net11.0"),
        .. DotNet11Figures.AssertedBytes,
        new("runtimes.wins-and-loses-runs", FigureStatistic.RunCount, FigureUnit.Count, context => Count(RuntimeComparisonResults.Load(context).RunCount(RuntimesDocs.WinsAndLosesClass))),
        .. DotNet11Figures.WinsAndLoses,
        .. DotNet11Figures.OverDotNet10,
        .. DotNet11Figures.IterationSpread,
        .. DotNet11Figures.NativeAot11OverNativeAot10,
        new("polling.tcp-connections", FigureStatistic.RunCount, FigureUnit.Count, context => PollingResults.LargestConnections(context) is { } n ? Count(n) : NotMeasured),
        Tcp("thread-per-connection-threads", PollingResults.ThreadPerConnection, PollingMetrics.PeakProcessThreads, "#,0", ""),
        Tcp("await-threads", PollingResults.AsyncSockets, PollingMetrics.PeakProcessThreads, "#,0", ""),
        Tcp("thread-per-connection-mb", PollingResults.ThreadPerConnection, PollingMetrics.PeakWorkingSetMB, "#,0", " MB"),
        Tcp("await-mb", PollingResults.AsyncSockets, PollingMetrics.PeakWorkingSetMB, "#,0", " MB"),
        new("polling.tcp-runs", FigureStatistic.RunCount, FigureUnit.Count, context => PollingResults.LargestConnections(context) is { } n ? Count(PollingResults.TcpRunsAt(context, n).Count) : NotMeasured),
        new("pipelines.full-pipeline-gain", FigureStatistic.MedianAndSpreadOverRuns, FigureUnit.Ratio, FullPipelineGain),
        new("pipelines.runs", FigureStatistic.RunCount, FigureUnit.Count, context => Count(context.Results.Runs(ResultsScenarios.PipelinesBandwidthTable).Count)),
        new("ring.fastest-concurrent-vs-erlang", FigureStatistic.MedianAndSpreadOverRuns, FigureUnit.Ratio, RingVersusErlang),
        new("gate.foreign-cpu-limit", FigureStatistic.Setting, FigureUnit.Count, _ => Percent(QuietMachineGate.ForeignCpuLimitPercentOfCore)),
        new("gate.calibration-drift-limit", FigureStatistic.Setting, FigureUnit.Count, _ => Percent(QuietMachineGate.CalibrationDriftLimitPercent)),
        new("gate.distant-cores-limit", FigureStatistic.Setting, FigureUnit.Count, _ => Percent(QuietMachineGate.DistantCoresLimitPercent)),
        .. BeyondFigureRow.All.Select(Beyond),
        new("beyond.runs", FigureStatistic.RunCount, FigureUnit.Count, context => Count(BeyondResults.LoadCommitted(context)?.Runs.Count ?? 0)),
        new("ring.runs", FigureStatistic.RunCount, FigureUnit.Count, context => Count(RingResults.HeadlineVersusErlang(context, concurrentOnly: true).Count)),
    ];

    /// <summary>A row of the committed <c>beyond</c> runs: its median time or its bytes (<see cref="BeyondResults.Each"/>).</summary>
    private static DocsFigure Beyond(BeyondFigureRow row) =>
        new(row.Id, FigureStatistic.MedianAndSpreadOverRuns, row.Unit,
            context => BeyondResults.LoadCommitted(context)?.Each(row.BenchmarkClass, row.Method, row.Parameters, row.Unit) is { Count: > 0 } values
                ? FigureRange.Of(values, row.Unit == FigureUnit.Time ? BenchmarkFormat.Time : b => BenchmarkFormat.Bytes(b))
                : NotMeasured);

    /// <summary>A figure of the article suite over its committed runs (<see cref="ArticleFigures.Each"/>): <c>article.ID</c>.</summary>
    private static DocsFigure Article(string id, FigureUnit unit, Func<ArticleFigures, double> of) =>
        new("article." + id, FigureStatistic.MedianAndSpreadOverRuns, unit,
            context => FigureRange.Of(ArticleFigures.Each(context, of), unit == FigureUnit.Time ? BenchmarkFormat.Time : b => BenchmarkFormat.Bytes(b)));

    /// <summary>A figure of the committed <c>quick</c> runs on .NET 10, or on <paramref name="runtime"/>: <c>paired.[runtime.]name</c>.</summary>
    private static string PairedId(string name, string? runtime) => runtime is null ? $"paired.{name}" : $"paired.{runtime}.{name}";

    /// <summary>A comparison's ratio: <c>paired.value-task-vs-task</c>, <c>paired.net11.0.value-task-vs-task</c>.</summary>
    private static DocsFigure PairedRatio(PairedComparisonId id, string? runtime = null) =>
        new(PairedId(Kebab(id.ToString()), runtime), FigureStatistic.PairedRatioOverRuns, FigureUnit.Ratio,
            context => PairedResults.Load(context, runtime).Ratio(id) ?? NotMeasured);

    private static DocsFigure PairedRuns(string? runtime) =>
        new(PairedId("runs", runtime), FigureStatistic.RunCount, FigureUnit.Count, context => Count(PairedResults.Load(context, runtime).RunCount));

    /// <summary>A side's time per call from the committed <c>quick</c> runs: <c>paired.[runtime.]id</c>.</summary>
    private static DocsFigure PairedTime(string id, PairedComparisonId comparisonId, bool candidate, string? runtime = null) =>
        new(PairedId(id, runtime), FigureStatistic.MedianAndSpreadOverRuns, FigureUnit.Time,
            context =>
            {
                var results = PairedResults.Load(context, runtime);
                return (candidate ? results.CandidateTime(comparisonId) : results.BaselineTime(comparisonId)) ?? NotMeasured;
            });

    private static DocsFigure Tcp(string id, string variant, string metric, string format, string unit) =>
        new("polling.tcp-" + id, FigureStatistic.MedianAndSpreadOverRuns, FigureUnit.Count,
            context => PollingResults.LargestConnections(context) is { } n && PollingResults.TcpRange(context, variant, n, metric, format) is { } range ? range + unit : NotMeasured);

    private static string FullPipelineGain(DocsContext context)
    {
        var gains = context.Results.Runs(ResultsScenarios.PipelinesBandwidthTable)
            .Select(run => new BandwidthTableCells(run))
            .Select(cells => cells.LargestGainBandwidth is { } bandwidth ? cells.FullPipelineGain(bandwidth) : null)
            .OfType<double>()
            .ToList();
        return gains.Count == 0 ? NotMeasured : FigureRange.Of(gains, BenchmarkFormat.Ratio, "×");
    }

    private static string RingVersusErlang(DocsContext context)
    {
        var pairs = RingResults.HeadlineVersusErlang(context, concurrentOnly: true);
        return pairs.Count == 0 ? NotMeasured : $"{RingResults.FastestNames(pairs)} {RingResults.VersusErlang(pairs)}";
    }

    private static string Percent(double value) => value.ToString("0.#", CultureInfo.InvariantCulture) + "%";

    private static string Count(int n) => n.ToString("#,0", CultureInfo.InvariantCulture);

    private static string Kebab(string name) =>
        string.Concat(name.Select((c, i) => char.IsUpper(c) && i > 0 ? "-" + char.ToLowerInvariant(c) : char.ToLowerInvariant(c).ToString()));
}
