using System.Globalization;
using StockPrices.Reporting.Docs;
using StockPrices.Results;

namespace StockPrices.Reporting.Paired;

/// <summary>
/// Every committed run of <c>quick</c> (the committed one, then its repeats): each paired comparison's figures over the
/// runs, as the docs quote them, the median of the runs with their minimum and maximum.
/// </summary>
public sealed class PairedResults
{
    private readonly IReadOnlyList<IReadOnlyDictionary<PairedComparisonId, PairedEstimate>> _runs;

    public PairedResults(IEnumerable<RunReport> runs)
    {
        ArgumentNullException.ThrowIfNull(runs);
        _runs = [.. runs.Select(Estimates)];
    }

    public int RunCount => _runs.Count;

    /// <summary>"median (min–max) over 5 runs", or "one run only".</summary>
    public string Over => FigureRange.Over(RunCount);

    public static PairedResults Load(DocsContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        return context.Loaded(c => new PairedResults(c.Results.Runs(ResultsScenarios.Quick)));
    }

    /// <summary>The committed runs of <c>quick</c> on <paramref name="runtime"/> (<c>net11.0</c>, <c>net11.0-runtime-async</c>).</summary>
    public static PairedResults Load(DocsContext context, string runtime)
    {
        ArgumentNullException.ThrowIfNull(context);
        return context.Loaded(c => new PairedResults(c.Results.Runs(ResultsScenarios.Quick, ResultsStore.EnvironmentOf(runtime))), runtime);
    }

    /// <summary>
    /// The ratio over the runs that measured it, "1.96× (1.90–2.00)"; "no detectable difference: 1.00× ±1.0%" when the 95%
    /// interval of every such run contains 1×; the number followed by how many runs could not tell when only some could not.
    /// Null when no run measured it.
    /// </summary>
    public string? Ratio(PairedComparisonId id)
    {
        var ratios = Measured(id, estimate => estimate.Ratio);
        if (ratios.Count == 0)
        {
            return null;
        }

        var undecided = ratios.Count(ratio => ratio.Contains(1));
        var shown = FigureRange.Of(ratios.Select(ratio => ratio.Median), Two, "×");
        return undecided == ratios.Count ? Prose.Of("paired").Fill("no-difference", new { ratio = shown })
            : undecided == 0 ? shown
            : Prose.Of("paired").Fill("no-difference-in-some", new { ratio = shown, undecided, runs = ratios.Count });
    }

    /// <summary>The baseline's median time per call over the runs, "101.6 ns (101.1–103.4)"; null when no run measured it.</summary>
    public string? BaselineTime(PairedComparisonId id) => Time(Measured(id, estimate => estimate.BaselineNanosecondsPerCall));

    /// <summary>The candidate's median time per call over the runs; null when no run measured it.</summary>
    public string? CandidateTime(PairedComparisonId id) => Time(Measured(id, estimate => estimate.CandidateNanosecondsPerCall));

    private List<MedianInterval> Measured(PairedComparisonId id, Func<PairedEstimate, MedianInterval?> figure) =>
        [.. _runs.Select(run => run.TryGetValue(id, out var estimate) ? figure(estimate) : null).OfType<MedianInterval>()];

    private static string? Time(List<MedianInterval> times) =>
        times.Count == 0 ? null : FigureRange.Of(times.Select(time => time.Median), v => v.ToString("0.0", CultureInfo.InvariantCulture), " ns");

    private static string Two(double value) => value.ToString("0.00", CultureInfo.InvariantCulture);

    private static Dictionary<PairedComparisonId, PairedEstimate> Estimates(RunReport report) =>
        report.Rows.Select(PairedReportRows.FromRow).OfType<(PairedComparisonId Id, PairedEstimate Estimate)>().ToDictionary(row => row.Id, row => row.Estimate);
}
