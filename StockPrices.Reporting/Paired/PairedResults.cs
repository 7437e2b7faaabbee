using System.Globalization;
using Perfolizer.Mathematics.Common;
using Perfolizer.Mathematics.QuantileEstimators;
using Pragmastat;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Figures;
using StockPrices.Results;
using StockPrices.Results.Paired;

namespace StockPrices.Reporting.Paired;

/// <summary>
/// Every committed run of <c>quick</c> (the committed one, then its repeats): each paired comparison's figures over the
/// runs, as the docs quote them, the median of the runs with their minimum and maximum.
/// </summary>
public sealed class PairedResults
{
    /// <summary>Below this many launches over the runs, a comparison's spread between processes is not shown: its tenth and ninetieth percentiles would be a launch or two.</summary>
    public const int FewestLaunchesForTheirSpread = 20;

    private readonly IReadOnlyList<IReadOnlyDictionary<PairedComparisonId, PairedEstimate>> _runs;

    private readonly IReadOnlyList<IReadOnlyList<string>> _notes;

    public PairedResults(IEnumerable<RunReport> runs)
    {
        var reports = runs.ToList();
        _runs = [.. reports.Select(report => PairedReportRows.FromRows(report.Rows).ToDictionary(row => row.Id, row => row.Estimate))];
        _notes = [.. reports.Select(report => report.Notes)];
    }

    public int RunCount => _runs.Count;

    /// <summary>The committed runs of <c>quick</c> on .NET 10, or on <paramref name="runtime"/> (e.g. <c>net11.0</c>).</summary>
    public static PairedResults Load(DocsContext context, string? runtime = null) =>
        context.Loaded(c => new PairedResults(runtime is null
            ? c.Results.Runs(ResultsScenarios.Quick)
            : c.Results.Runs(ResultsScenarios.Quick, ResultsStore.EnvironmentOf(runtime))), runtime ?? "");

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
        var shown = FigureRange.Of(ratios.Select(ratio => ratio.Median), BenchmarkFormat.Ratio, "×") + BetweenProcesses(id);
        return undecided == ratios.Count ? Prose.Of("paired").Fill("no-difference", new { ratio = shown })
            : undecided == 0 ? shown
            : Prose.Of("paired").Fill("no-difference-in-some", new { ratio = shown, undecided, runs = ratios.Count });
    }

    /// <summary>
    /// Each launch's own median ratio, over every run's launches: " (1.09–1.65× in 8 of 10 processes)" (the tenth to the ninetieth
    /// percentile), what a reader who runs the comparison again meets from one process to the next. Empty below
    /// <see cref="FewestLaunchesForTheirSpread"/> launches.
    /// </summary>
    public string BetweenProcesses(PairedComparisonId id)
    {
        var launches = _notes.SelectMany(notes => PairedLaunchRatios.Parse(id, notes)).ToArray();
        if (launches.Length < FewestLaunchesForTheirSpread)
        {
            return "";
        }

        var sample = new Sample(launches);
        var estimator = SimpleQuantileEstimator.Instance;
        var (low, high) = (BenchmarkFormat.Ratio(estimator.Quantile(sample, 0.1)), BenchmarkFormat.Ratio(estimator.Quantile(sample, 0.9)));
        return $" ({Prose.Of("paired").Fill("between-processes", new { low, high })})";
    }

    /// <summary>The baseline's median time per call over the runs, "101.6 ns (101.1–103.4)"; null when no run measured it.</summary>
    public string? BaselineTime(PairedComparisonId id) => Time(Measured(id, estimate => estimate.BaselineNanosecondsPerCall));

    /// <summary>The candidate's median time per call over the runs; null when no run measured it.</summary>
    public string? CandidateTime(PairedComparisonId id) => Time(Measured(id, estimate => estimate.CandidateNanosecondsPerCall));

    private List<MedianInterval> Measured(PairedComparisonId id, Func<PairedEstimate, MedianInterval?> figure) =>
        [.. _runs.Select(run => run.TryGetValue(id, out var estimate) ? figure(estimate) : null).OfType<MedianInterval>()];

    private static string? Time(List<MedianInterval> times) =>
        times.Count == 0 ? null : FigureRange.Of(times.Select(time => time.Median), v => v.ToString("0.0", CultureInfo.InvariantCulture), " ns");
}
