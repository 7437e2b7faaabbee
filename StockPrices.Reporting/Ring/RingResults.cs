using System.Globalization;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Figures;
using StockPrices.Results;

namespace StockPrices.Reporting.Ring;

/// <summary>What the ring chapter reads from the committed ring reports: their rows' families and variants, and the fastest .NET ring against Erlang.</summary>
public static class RingResults
{
    public const string ErlangFamily = "Erlang";

    /// <summary>The Erlang ring with default schedulers; its one-scheduler row is another variant of the same family.</summary>
    public const string ErlangVariant = "erlang-processes";
    public const string DotNetFamily = ".NET";

    /// <summary>The limit row: the cheapest hand-off on one thread (Concurrency.Ring.PlainHandOffRing).</summary>
    public const string LimitVariant = "limit-plain-hand-off";

    public static bool IsMeasured(RunReportRow row) =>
        row.Labels[RingReportKeys.Status] == RingReportKeys.StatusOk && row.Metrics.ContainsKey(RingReportKeys.NanosecondsPerHop);

    /// <summary>
    /// The fastest .NET mechanism (the limit row is not one) and Erlang's fastest row on one (n, m) of one run,
    /// when both were measured; with <paramref name="concurrentOnly"/>, leaving out rings whose nodes all run on one thread.
    /// </summary>
    public static (RunReportRow FastestDotNet, RunReportRow Erlang)? FastestDotNetAndErlang(IEnumerable<RunReportRow> cell, bool concurrentOnly)
    {
        var rows = cell.Where(IsMeasured).ToList();
        var fastest = rows
            .Where(r => r.Labels[RingReportKeys.Family] == DotNetFamily && r.Variant != LimitVariant)
            .Where(r => !concurrentOnly || r.Labels.GetValueOrDefault(RingReportKeys.Kind) != RingReportKeys.SingleThreadKind)
            .MinBy(r => r.Metrics[RingReportKeys.NanosecondsPerHop]);
        var erlang = rows.Where(r => r.Labels[RingReportKeys.Family] == ErlangFamily).MinBy(r => r.Metrics[RingReportKeys.NanosecondsPerHop]);
        return fastest is null || erlang is null ? null : (fastest, erlang);
    }

    /// <summary>The fastest .NET ring and Erlang's fastest row in every committed run of the headline cell that measured both.</summary>
    public static IReadOnlyList<(RunReportRow FastestDotNet, RunReportRow Erlang)> HeadlineVersusErlang(DocsContext context, bool concurrentOnly) =>
        [.. context.Results.Runs(ResultsScenarios.RingHeadline).Select(run => FastestDotNetAndErlang(run.Rows, concurrentOnly)).OfType<(RunReportRow, RunReportRow)>()];

    /// <summary>A row's ns per hop over the limit row's measured on the same (n, m) among <paramref name="rows"/>, or null.</summary>
    public static double? TimesTheLimit(RunReportRow row, IEnumerable<RunReportRow> rows)
    {
        var limit = rows.Where(IsMeasured).FirstOrDefault(r => r.Variant == LimitVariant
            && r.Labels[RingReportKeys.Nodes] == row.Labels[RingReportKeys.Nodes]
            && r.Labels[RingReportKeys.Messages] == row.Labels[RingReportKeys.Messages]);
        return limit is null || !IsMeasured(row) ? null : row.Metrics[RingReportKeys.NanosecondsPerHop] / limit.Metrics[RingReportKeys.NanosecondsPerHop];
    }

    /// <summary>
    /// Erlang's ns per hop over a .NET ring's, naming the Erlang row it is computed against:
    /// "N× faster than Erlang (`erlang-processes-one-scheduler`, its fastest row)" or "N× slower than ...".
    /// </summary>
    public static string VersusErlang(RunReportRow erlang, RunReportRow dotNet) =>
        VersusErlang([(dotNet, erlang)]);

    /// <summary>The fastest .NET rings of several runs, once each: "`cooperative-single-thread`".</summary>
    public static string FastestNames(IEnumerable<(RunReportRow DotNet, RunReportRow Erlang)> runs) =>
        string.Join(", ", runs.Select(run => $"`{run.DotNet.Variant}`").Distinct());

    /// <summary>
    /// The same over independent runs: the ratio's range ("14.8–15.6× faster") and every Erlang row it was computed
    /// against; "no detectable difference" when the runs disagree on which is faster.
    /// </summary>
    public static string VersusErlang(IReadOnlyList<(RunReportRow DotNet, RunReportRow Erlang)> runs)
    {
        var ratios = runs.Select(run => run.Erlang.Metrics[RingReportKeys.NanosecondsPerHop] / run.DotNet.Metrics[RingReportKeys.NanosecondsPerHop]).ToList();
        var (faster, slower) = (ratios.All(r => r >= 1), ratios.All(r => r <= 1));
        var range = FigureRange.Of(slower && !faster ? ratios.Select(r => 1 / r) : ratios, v => v.ToString("0.0", CultureInfo.InvariantCulture), "×");
        var against = string.Join(", ", runs.Select(run => $"`{run.Erlang.Variant}`").Distinct());
        return faster || slower
            ? Prose.Of("ring").Fill(faster ? "versus-erlang.faster" : "versus-erlang.slower", new { range, against })
            : Prose.Of("ring").Fill("versus-erlang.mixed", new { against });
    }
}
