using System.Globalization;
using StockPrices.Reporting.Docs;
using StockPrices.Results;

namespace StockPrices.Reporting.Paired;

/// <summary>
/// What <c>quick</c> prints: each comparison's figures (both sides' median time per call and the ratio, each with its
/// 95% interval) beside the committed reference's in the same unit, and one line naming the figures that differ
/// beyond their intervals.
/// </summary>
public static class QuickTable
{
    public static string Build(IReadOnlyList<(PairedComparison Comparison, PairedEstimate Estimate)> measured, IReadOnlyList<RunReportRow>? reference)
    {
        ArgumentNullException.ThrowIfNull(measured);
        var table = new MarkdownTable("Comparison", "Unit", "Baseline ns", "Candidate ns", "Ratio [95%]", "Dropped", "On distant cores: rounds, ratio", "Reference ratio", "Against the reference")
            .AlignRight(2..4).AlignRight(5..7);
        foreach (var (comparison, estimate) in measured)
        {
            var committed = Find(reference, comparison.Id);
            table.AddRow(
                comparison.Id.ToString(),
                comparison.Unit,
                Nanoseconds(estimate.BaselineNanosecondsPerCall),
                Nanoseconds(estimate.CandidateNanosecondsPerCall),
                PairedReportRows.FormatRatio(estimate.Ratio),
                string.Create(CultureInfo.InvariantCulture, $"{estimate.RoundsDropped}/{estimate.RoundsDropped + estimate.RoundsKept + estimate.RoundsOnDistantCores}"),
                estimate.RoundsOnDistantCores == 0 ? "0" : string.Create(CultureInfo.InvariantCulture, $"{estimate.RoundsOnDistantCores}, {PairedReportRows.FormatRatio(estimate.DistantCoresRatio)}"),
                committed is null ? "-" : PairedReportRows.FormatRatio(committed.Ratio),
                committed is null ? "-" : string.Join(", ", Figures(estimate, committed).Select(f => $"{f.Name} {Describe(f.Agreement)}")));
        }

        var legend = measured.Select(m => Prose.Of("paired").Fill("legend", new { id = m.Comparison.Id, candidate = m.Comparison.Candidate, baseline = m.Comparison.Baseline }));
        return table + Environment.NewLine + string.Join(Environment.NewLine, legend) + Environment.NewLine;
    }

    /// <summary>One line: no reference, every figure within its interval, or the figures that differ beyond them.</summary>
    public static string Verdict(IReadOnlyList<(PairedComparison Comparison, PairedEstimate Estimate)> measured, IReadOnlyList<RunReportRow>? reference, string referencePath)
    {
        ArgumentNullException.ThrowIfNull(measured);
        if (reference is null)
        {
            return Prose.Of("paired").Fill("no-reference", new { path = referencePath });
        }

        var differing = measured
            .SelectMany(m => Find(reference, m.Comparison.Id) is { } committed
                ? Figures(m.Estimate, committed).Where(f => f.Agreement == ReferenceAgreement.Differs).Select(f => $"{m.Comparison.Id} {f.Name}")
                : [Prose.Of("paired").Fill("not-in-reference", new { id = m.Comparison.Id })])
            .ToList();
        return differing.Count == 0
            ? Prose.Of("paired").Fill("agrees", new { path = referencePath })
            : Prose.Of("paired").Fill("differs", new { path = referencePath, figures = string.Join("; ", differing) });
    }

    private static PairedEstimate? Find(IReadOnlyList<RunReportRow>? reference, PairedComparisonId id) =>
        reference?.Select(PairedReportRows.FromRow).FirstOrDefault(r => r?.Id == id)?.Estimate;

    private static IEnumerable<(string Name, ReferenceAgreement Agreement)> Figures(PairedEstimate now, PairedEstimate then) =>
    [
        ("ratio", ReferenceCheck.Compare(now.Ratio, then.Ratio)),
        ("baseline", ReferenceCheck.Compare(now.BaselineNanosecondsPerCall, then.BaselineNanosecondsPerCall)),
        ("candidate", ReferenceCheck.Compare(now.CandidateNanosecondsPerCall, then.CandidateNanosecondsPerCall)),
    ];

    private static string Describe(ReferenceAgreement agreement) => agreement switch
    {
        ReferenceAgreement.Agrees => "agrees",
        ReferenceAgreement.Differs => "differs",
        _ => "not comparable",
    };

    private static string Nanoseconds(MedianInterval? interval) =>
        interval is { } i ? string.Create(CultureInfo.InvariantCulture, $"{i.Median:0.0} [{i.Lower:0.0}, {i.Upper:0.0}]") : "-";
}
