using System.Globalization;
using StockPrices.Reporting.Docs;
using StockPrices.Results;

namespace StockPrices.Reporting.Paired;

/// <summary>
/// What <c>quick</c> prints: each comparison's ratio with its 95% interval beside the committed reference's, in 120
/// columns (times per call, dropped rounds and rounds on distant cores are in the report file), the comparisons that
/// show no detectable difference, and one line naming the figures that differ from the reference beyond their intervals.
/// </summary>
public static class QuickTable
{
    public static string Build(IReadOnlyList<(PairedComparison Comparison, PairedEstimate Estimate)> measured, IReadOnlyList<RunReportRow>? reference)
    {
        var table = new MarkdownTable("Comparison", "Ratio [95%]", "Reference ratio [95%]").AlignRight(1..);
        foreach (var (comparison, estimate) in measured)
        {
            table.AddRow(comparison.Id.ToString(), Ratio(estimate.Ratio), Find(reference, comparison.Id) is { } committed ? Ratio(committed.Ratio) : "-");
        }

        var prose = Prose.Of("paired");
        var undecided = measured.Where(m => m.Estimate.Ratio?.Contains(1) == true).Select(m => m.Comparison.Id.ToString()).ToList();
        IEnumerable<string> lines =
        [
            table.ToString().TrimEnd(),
            .. undecided.Count == 0 ? Array.Empty<string>() : [prose.Fill("no-difference-list", new { ids = string.Join(", ", undecided) })],
            .. measured.Select(m => prose.Fill("legend", new { id = m.Comparison.Id, candidate = m.Comparison.Candidate, baseline = m.Comparison.Baseline })),
        ];
        return string.Join(Environment.NewLine, lines) + Environment.NewLine;
    }

    /// <summary>One line: no reference, every figure within its interval, or the figures that differ beyond them.</summary>
    public static string Verdict(IReadOnlyList<(PairedComparison Comparison, PairedEstimate Estimate)> measured, IReadOnlyList<RunReportRow>? reference, string referencePath)
    {
        if (reference is null)
        {
            return Prose.Of("paired").Fill("no-reference", new { path = referencePath });
        }

        var differing = measured
            .SelectMany(m => Find(reference, m.Comparison.Id) is { } committed
                ? Differing(m.Estimate, committed).Select(name => $"{m.Comparison.Id} {name}")
                : [Prose.Of("paired").Fill("not-in-reference", new { id = m.Comparison.Id })])
            .ToList();
        return differing.Count == 0
            ? Prose.Of("paired").Fill("agrees", new { path = referencePath })
            : Prose.Of("paired").Fill("differs", new { path = referencePath, figures = string.Join("; ", differing) });
    }

    private static PairedEstimate? Find(IReadOnlyList<RunReportRow>? reference, PairedComparisonId id) =>
        reference?.Select(PairedReportRows.FromRow).FirstOrDefault(r => r?.Id == id)?.Estimate;

    /// <summary>The figures whose 95% intervals do not overlap the reference's; one that either run could not estimate is not compared.</summary>
    private static IEnumerable<string> Differing(PairedEstimate now, PairedEstimate then) =>
        new (string Name, MedianInterval? Now, MedianInterval? Then)[]
        {
            ("ratio", now.Ratio, then.Ratio),
            ("baseline", now.BaselineNanosecondsPerCall, then.BaselineNanosecondsPerCall),
            ("candidate", now.CandidateNanosecondsPerCall, then.CandidateNanosecondsPerCall),
        }.Where(figure => figure.Now is { } a && figure.Then is { } b && !a.Overlaps(b)).Select(figure => figure.Name);

    private static string Ratio(MedianInterval? ratio) => ratio is { } r ? PairedReportRows.FormatInterval(r) : Prose.Of("paired")["too-few-rounds"];
}
