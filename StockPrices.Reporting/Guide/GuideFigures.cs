using System.Globalization;
using Concurrency.Polling.Tcp;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Figures;
using StockPrices.Reporting.Pipelines;
using StockPrices.Reporting.Polling;
using StockPrices.Reporting.Ring;
using StockPrices.Results;

namespace StockPrices.Reporting.Guide;

/// <summary>
/// The scenario results the figure catalogue and the method's noise list quote, read once per docs run through each
/// chapter's own loader: the polling, pipelines and ring reports. A report not committed is null.
/// </summary>
public sealed class GuideFigures
{
    public const string ThreadPerConnection = nameof(TcpServerVariant.ThreadPerConnection);
    public const string AsyncSockets = nameof(TcpServerVariant.AsyncSockets);

    private GuideFigures(DocsContext context)
    {
        PollingSimulated = context.Results.Report(ResultsScenarios.PollingSimulated);
        PollingWithCost = context.Results.Report(PollingResults.SimulatedWithCost);
        PollingTcpRuns = context.Results.Runs(ResultsScenarios.PollingTcp);
        BandwidthRuns = context.Results.Runs(ResultsScenarios.PipelinesBandwidthTable);
        RingHeadlineRuns = context.Results.Runs(ResultsScenarios.RingHeadline);
    }

    public RunReport? PollingSimulated { get; }

    public RunReport? PollingWithCost { get; }

    /// <summary>The committed TCP polling run and its repeats (independent runs of the same command).</summary>
    public IReadOnlyList<RunReport> PollingTcpRuns { get; }

    /// <summary>The committed bandwidth-table run and its repeats.</summary>
    public IReadOnlyList<RunReport> BandwidthRuns { get; }

    /// <summary>The committed ring headline run and its repeats.</summary>
    public IReadOnlyList<RunReport> RingHeadlineRuns { get; }

    public static GuideFigures Load(DocsContext context) =>
        context.Loaded(c => new GuideFigures(c));

    /// <summary>The largest number of connections the committed TCP run tried.</summary>
    public int? LargestConnections => PollingTcpRuns.FirstOrDefault()?.Rows.Select(Connections).Max();

    /// <summary>
    /// A TCP polling figure at <paramref name="connections"/> over every committed run that measured both the
    /// thread-per-connection and the async-sockets rows there; null when none did.
    /// </summary>
    public string? TcpRange(string variant, int connections, string metric, string format) =>
        TcpRunsAt(connections) is { Count: > 0 } runs
            ? FigureRange.Of(runs.Select(run => PollingMetrics.Get(Row(run, variant, connections)!, metric)), v => v.ToString(format, CultureInfo.InvariantCulture))
            : null;

    /// <summary>How many committed TCP polling runs measured both rows at <paramref name="connections"/>.</summary>
    public int TcpRuns(int connections) => TcpRunsAt(connections).Count;

    /// <summary>The fastest .NET ring and Erlang's fastest row in every committed run of the headline cell that measured both.</summary>
    public IReadOnlyList<(RunReportRow FastestDotNet, RunReportRow Erlang)> RingVersusErlangRuns(bool concurrentOnly) =>
        [.. RingHeadlineRuns.Select(run => RingResults.FastestDotNetAndErlang(run.Rows, concurrentOnly)).OfType<(RunReportRow, RunReportRow)>()];

    private static RunReportRow? Row(RunReport report, string variant, int connections) =>
        report.Rows.FirstOrDefault(row => row.Variant == variant && Connections(row) == connections);

    private List<RunReport> TcpRunsAt(int connections) =>
        [.. PollingTcpRuns.Where(run => Row(run, ThreadPerConnection, connections) is not null && Row(run, AsyncSockets, connections) is not null)];

    private static int Connections(RunReportRow row) =>
        int.Parse(row.Labels[PollingMetrics.ConnectionsLabel], CultureInfo.InvariantCulture);
}
