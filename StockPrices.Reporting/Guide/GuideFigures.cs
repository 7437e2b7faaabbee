using System.Globalization;
using StockPrices.Reporting.Article;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Pipelines;
using StockPrices.Reporting.Polling;
using StockPrices.Reporting.Ring;

namespace StockPrices.Reporting.Guide;

/// <summary>
/// Everything the guide and the README headline quote, read once from the committed results through each
/// chapter's own loader: the article run, the polling, pipelines and ring reports. A report not committed is null.
/// </summary>
public sealed class GuideFigures
{
    public const string ThreadPerConnection = "ThreadPerConnection";
    public const string AsyncSockets = "AsyncSockets";
    public const string ThreadPool = "ThreadPool";
    public const string EventDrivenAsync = "EventDrivenAsync";
    public const string EventDrivenAsyncAwaitedCost = "EventDrivenAsyncAwaitedCost";

    private GuideFigures(DocsContext context)
    {
        Context = context;
        Results = ArticleResults.Load(context);
        Article = new ArticleFigures(Results);
        Ranges = ArticleRanges.Load(context);
        PollingSimulated = PollingResults.Load(context, PollingResults.Simulated);
        PollingWithCost = PollingResults.Load(context, PollingResults.SimulatedWithCost);
        PollingTcp = PollingResults.Load(context, PollingResults.Tcp);
        Bandwidth = PipelinesResults.Load(context, PipelinesResults.BandwidthTableStem).Select(r => r.Report).FirstOrDefault();
        PipelinesFile = PipelinesResults.Load(context, PipelinesResults.FileStem).Select(r => r.Report).FirstOrDefault();
        RingHeadline = RingResults.Load(context, RingReportKeys.HeadlineStem).Select(r => r.Report).FirstOrDefault();
        PollingTcpRuns = context.Results.Runs(PollingResults.Tcp);
        BandwidthRuns = context.Results.Runs(PipelinesResults.BandwidthTableStem);
        RingHeadlineRuns = context.Results.Runs(RingReportKeys.HeadlineStem);
    }

    /// <summary>The committed TCP polling run and its repeats (independent runs of the same command).</summary>
    public IReadOnlyList<RunReport> PollingTcpRuns { get; }

    /// <summary>The committed bandwidth-table run and its repeats.</summary>
    public IReadOnlyList<RunReport> BandwidthRuns { get; }

    /// <summary>The committed ring headline run and its repeats.</summary>
    public IReadOnlyList<RunReport> RingHeadlineRuns { get; }

    public DocsContext Context { get; }

    public ArticleResults Results { get; }

    /// <summary>The article suite's figures over every committed run.</summary>
    public ArticleRanges Ranges { get; }

    public ArticleFigures Article { get; }

    public RunReport? PollingSimulated { get; }

    public RunReport? PollingWithCost { get; }

    public RunReport? PollingTcp { get; }

    public RunReport? Bandwidth { get; }

    public RunReport? PipelinesFile { get; }

    public RunReport? RingHeadline { get; }

    public static GuideFigures Load(DocsContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        return context.Loaded(c => new GuideFigures(c));
    }

    /// <summary>The largest number of connections the TCP run tried.</summary>
    public int? LargestConnections => PollingTcp?.Rows.Select(Connections).Max();

    /// <summary>A polling report's row for a variant, at a number of connections and a handling cost when given.</summary>
    public static RunReportRow? Row(RunReport? report, string variant, int? connections = null, int? costMs = null) =>
        report?.Rows.FirstOrDefault(row => row.Variant == variant
            && (connections is null || Connections(row) == connections)
            && (costMs is null || row.Labels.GetValueOrDefault(PollingMetrics.CostLabel) == costMs.Value.ToString(CultureInfo.InvariantCulture)));

    /// <summary>The largest handling cost of the ramp-up run, in ms.</summary>
    public int? LargestCostMs => PollingWithCost?.Rows.Select(row => int.Parse(row.Labels[PollingMetrics.CostLabel], CultureInfo.InvariantCulture)).Max();

    /// <summary>
    /// A TCP polling figure at <paramref name="connections"/> over every committed run that measured both the
    /// thread-per-connection and the async-sockets rows there ("10,008–10,011"); null when none did.
    /// </summary>
    public string? TcpRange(string variant, int connections, string metric, string format) =>
        TcpRunsAt(connections) is { Count: > 0 } runs
            ? FigureRange.Of(runs.Select(run => PollingMetrics.Get(Row(run, variant, connections)!, metric)), v => v.ToString(format, CultureInfo.InvariantCulture))
            : null;

    /// <summary>How many committed TCP polling runs measured both rows at <paramref name="connections"/>.</summary>
    public int TcpRuns(int connections) => TcpRunsAt(connections).Count;

    /// <summary>The bandwidth at which the committed bandwidth-table run's fastest full pipeline gains most over the seed's overlap.</summary>
    public double? BestBandwidth => Bandwidth is null ? null : new BandwidthTableCells(Bandwidth).LargestGainBandwidth;

    /// <summary>Every committed bandwidth-table run that measured sequential, the seed's overlap and a full pipeline at <see cref="BestBandwidth"/>.</summary>
    internal IReadOnlyList<BandwidthTableCells> BandwidthRunsAtBest() =>
        BestBandwidth is { } best
            ? [.. BandwidthRuns.Select(run => new BandwidthTableCells(run)).Where(cells => cells.BestFullPipeline(best) is not null
                && cells.Metric("sequential", best, "measuredMs") is not null && cells.Metric("overlapped-write", best, "measuredMs") is not null)]
            : [];

    /// <summary>The fastest full pipeline of each run at <see cref="BestBandwidth"/>, once each: "io-pipelines".</summary>
    internal static string FullPipelineWinners(IEnumerable<BandwidthTableCells> runs, double bandwidth) =>
        string.Join(", ", runs.Select(cells => cells.BestFullPipeline(bandwidth)!.Value.Variant).Distinct());

    private List<RunReport> TcpRunsAt(int connections) =>
        [.. PollingTcpRuns.Where(run => Row(run, ThreadPerConnection, connections) is not null && Row(run, AsyncSockets, connections) is not null)];

    /// <summary>The fastest .NET ring and Erlang's fastest row in every committed run of the headline cell that measured both.</summary>
    public IReadOnlyList<(RunReportRow FastestDotNet, RunReportRow Erlang)> RingVersusErlangRuns(bool concurrentOnly) =>
        [.. RingHeadlineRuns.Select(run => RingResults.FastestDotNetAndErlang(run.Rows, concurrentOnly)).OfType<(RunReportRow, RunReportRow)>()];

    private static int Connections(RunReportRow row) =>
        int.Parse(row.Labels[PollingMetrics.ConnectionsLabel], CultureInfo.InvariantCulture);
}
