using System.Globalization;
using Concurrency.Polling.Tcp;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Figures;
using StockPrices.Results;
using StockPrices.Results.Quiet;

namespace StockPrices.Reporting.Polling;

/// <summary>The polling chapter's report keys, captions and placeholder, and its TCP figures over the committed runs, shared by its sections and the figure catalogue.</summary>
public static class PollingResults
{
    /// <summary>The ramp-up run the docs show: handling costs of 100 ms and 500 ms.</summary>
    public static readonly string SimulatedWithCost = ResultsScenarios.WithCost(ResultsScenarios.PollingSimulated, ["100ms", "500ms"]);

    public const string ThreadPerConnection = nameof(TcpServerVariant.ThreadPerConnection);
    public const string AsyncSockets = nameof(TcpServerVariant.AsyncSockets);

    /// <summary>The committed TCP polling run and its repeats (independent runs of the same command), read once per docs run.</summary>
    public static IReadOnlyList<RunReport> TcpRuns(DocsContext context) =>
        context.Loaded(c => c.Results.Runs(ResultsScenarios.PollingTcp), ResultsScenarios.PollingTcp);

    /// <summary>The largest number of connections the committed TCP run tried.</summary>
    public static int? LargestConnections(DocsContext context) =>
        TcpRuns(context).FirstOrDefault()?.Rows.Select(PollingMetrics.Connections).Max();

    /// <summary>
    /// The committed TCP runs that measured both the thread-per-connection and the async-sockets rows at
    /// <paramref name="connections"/>: what a TCP figure is taken over.
    /// </summary>
    public static IReadOnlyList<RunReport> TcpRunsAt(DocsContext context, int connections) =>
        [.. TcpRuns(context).Where(run => TcpRow(run, ThreadPerConnection, connections) is not null && TcpRow(run, AsyncSockets, connections) is not null)];

    /// <summary>A TCP polling figure at <paramref name="connections"/> over <see cref="TcpRunsAt"/>; null when no run measured it.</summary>
    public static string? TcpRange(DocsContext context, string variant, int connections, string metric, string format) =>
        TcpRunsAt(context, connections) is { Count: > 0 } runs
            ? FigureRange.Of(runs.Select(run => PollingMetrics.Get(TcpRow(run, variant, connections)!, metric)), v => v.ToString(format, CultureInfo.InvariantCulture))
            : null;

    private static RunReportRow? TcpRow(RunReport report, string variant, int connections) =>
        report.Rows.FirstOrDefault(row => row.Variant == variant && PollingMetrics.Connections(row) == connections);

    /// <summary>Where and how a report was measured, for the line under its table.</summary>
    public static string Caption(RunReport report)
    {
        var environment = report.Environment;
        return Prose.Of("polling").Fill("caption", new
        {
            command = report.RecordedCommand() ?? report.Scenario,
            runtime = environment.Runtime,
            cpu = environment.Processor,
            cores = environment.ProcessorCount,
            date = report.StartedUtc.ToString("yyyy-MM-dd", CultureInfo.InvariantCulture),
            file = report.Scenario + RunReportFile.Suffix,
        }) + "\n";
    }
}
