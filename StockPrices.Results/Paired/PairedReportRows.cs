namespace StockPrices.Results.Paired;

/// <summary>
/// How a paired comparison is saved as a <see cref="RunReportRow"/> and read back: the row's variant is the
/// <see cref="PairedComparisonId"/>, its metrics the three medians and their intervals under the names below.
/// The runner that writes a report and <c>quick</c>'s comparison with the committed one both go through here.
/// </summary>
public static class PairedReportRows
{
    public const string Ratio = "ratio";
    public const string BaselineNanosecondsPerCall = "baselineNsPerCall";
    public const string CandidateNanosecondsPerCall = "candidateNsPerCall";
    public const string LowerSuffix = "Lower";
    public const string UpperSuffix = "Upper";
    public const string RoundsKept = "roundsKept";
    public const string RoundsDropped = "roundsDropped";
    public const string RoundsOnDistantCores = "roundsOnDistantCores";
    public const string DistantCoresRatio = "distantCoresRatio";
    public const string Launches = "launches";
    public const string BaselineLabel = "baseline";
    public const string CandidateLabel = "candidate";
    public const string UnitLabel = "unit";
    public const string OutcomeLabel = "outcome";

    /// <param name="baseline">The baseline's variant and shape, as the row labels it.</param>
    /// <param name="candidate">The candidate's variant and shape.</param>
    /// <param name="unit">What one call is, for both sides (e.g. "per call of the lookup").</param>
    public static RunReportRow ToRow(PairedComparisonId id, string baseline, string candidate, string unit, PairedEstimate estimate)
    {
        var metrics = new Dictionary<string, double>
        {
            [RoundsKept] = estimate.RoundsKept,
            [RoundsDropped] = estimate.RoundsDropped,
            [RoundsOnDistantCores] = estimate.RoundsOnDistantCores,
            [Launches] = estimate.Launches,
        };
        Add(metrics, Ratio, estimate.Ratio);
        Add(metrics, BaselineNanosecondsPerCall, estimate.BaselineNanosecondsPerCall);
        Add(metrics, CandidateNanosecondsPerCall, estimate.CandidateNanosecondsPerCall);
        Add(metrics, DistantCoresRatio, estimate.DistantCoresRatio);
        var labels = new Dictionary<string, string>
        {
            [BaselineLabel] = baseline,
            [CandidateLabel] = candidate,
            [UnitLabel] = unit,
            [OutcomeLabel] = estimate.Outcome.ToString(),
        };
        return new RunReportRow(id.ToString(), labels, metrics);
    }

    /// <summary>The comparison a row holds, or null for a row of an id this build does not know.</summary>
    public static (PairedComparisonId Id, PairedEstimate Estimate)? FromRow(RunReportRow row)
    {
        if (!Enum.TryParse<PairedComparisonId>(row.Variant, ignoreCase: false, out var id) || !Enum.IsDefined(id))
        {
            return null;
        }

        var estimate = new PairedEstimate(
            Read(row, Ratio),
            Read(row, BaselineNanosecondsPerCall),
            Read(row, CandidateNanosecondsPerCall),
            (int)row.Metrics.GetValueOrDefault(RoundsKept),
            (int)row.Metrics.GetValueOrDefault(RoundsDropped),
            (int)row.Metrics.GetValueOrDefault(RoundsOnDistantCores),
            Read(row, DistantCoresRatio),
            (int)row.Metrics.GetValueOrDefault(Launches, 1));
        return (id, estimate);
    }

    /// <summary>The comparisons <paramref name="rows"/> hold, rows of ids this build does not know left out.</summary>
    public static IEnumerable<(PairedComparisonId Id, PairedEstimate Estimate)> FromRows(IEnumerable<RunReportRow> rows) =>
        rows.Select(FromRow).OfType<(PairedComparisonId Id, PairedEstimate Estimate)>();

    private static void Add(Dictionary<string, double> metrics, string name, MedianInterval? interval)
    {
        if (interval is { } value)
        {
            metrics[name] = value.Median;
            metrics[name + LowerSuffix] = value.Lower;
            metrics[name + UpperSuffix] = value.Upper;
        }
    }

    private static MedianInterval? Read(RunReportRow row, string name) =>
        row.Metrics.TryGetValue(name, out var median)
        && row.Metrics.TryGetValue(name + LowerSuffix, out var lower)
        && row.Metrics.TryGetValue(name + UpperSuffix, out var upper)
            ? new MedianInterval(median, lower, upper)
            : null;
}
