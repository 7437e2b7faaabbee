using System.Globalization;
using StockPrices.Results;
using StockPrices.Results.Paired;

namespace StockPrices.Reporting.Paired;

/// <summary>
/// What <c>quick</c> prints from its report's rows: each comparison's ratio with its 95% interval beside the committed
/// reference's, in 120 columns (times per call, dropped rounds and rounds on distant cores are in the report file), the
/// comparisons that show no detectable difference, and one line naming the figures that differ from the reference
/// beyond their intervals.
/// </summary>
public static class QuickTable
{
    public static string Build(IReadOnlyList<RunReportRow> measured, IReadOnlyList<RunReportRow>? reference)
    {
        var estimates = PairedReportRows.FromRows(measured).ToList();
        var table = new MarkdownTable("Comparison", "Ratio [95%]", "Reference ratio [95%]").AlignRight(1..);
        foreach (var (id, estimate) in estimates)
        {
            table.AddRow(id.ToString(), Ratio(estimate.Ratio), Find(reference, id) is { } committed ? Ratio(committed.Ratio) : "-");
        }

        var undecided = estimates.Where(m => m.Estimate.Outcome == PairedOutcome.NoDetectableDifference).Select(m => m.Id.ToString()).ToList();
        IEnumerable<string> lines =
        [
            table.ToString().TrimEnd(),
            .. undecided.Count == 0 ? Array.Empty<string>() : [$"No detectable difference (the interval contains 1x): {string.Join(", ", undecided)}."],
            .. measured.Select(row => $"- {row.Variant}: {row.Labels[PairedReportRows.CandidateLabel]} over {row.Labels[PairedReportRows.BaselineLabel]}"),
        ];
        return string.Join(Environment.NewLine, lines) + Environment.NewLine;
    }

    /// <summary>One line: no reference, every figure within its interval, or the figures that differ beyond them.</summary>
    public static string Verdict(IReadOnlyList<RunReportRow> measured, IReadOnlyList<RunReportRow>? reference, string referencePath)
    {
        if (reference is null)
        {
            return $"No committed reference at {referencePath}: run `quick --save` on a quiet machine to make one; the figures above stand alone.";
        }

        var differing = PairedReportRows.FromRows(measured)
            .SelectMany(m => Find(reference, m.Id) is { } committed
                ? m.Estimate.DifferingFrom(committed).Select(name => $"{m.Id} {name}")
                : [$"{m.Id} (not in the reference)"])
            .ToList();
        return differing.Count == 0
            ? $"Every figure agrees with the reference ({referencePath}) within their 95% intervals."
            : $"Differ from the reference ({referencePath}) beyond their 95% intervals: {string.Join("; ", differing)}.";
    }

    private static PairedEstimate? Find(IReadOnlyList<RunReportRow>? reference, PairedComparisonId id) =>
        reference is null ? null : PairedReportRows.FromRows(reference).Where(r => r.Id == id).Select(r => r.Estimate).FirstOrDefault();

    /// <summary>"1.37x [1.36, 1.38]": the median ratio and its 95% interval.</summary>
    private static string Ratio(MedianInterval? ratio) =>
        ratio is { } r ? string.Create(CultureInfo.InvariantCulture, $"{r.Median:0.00}x [{r.Lower:0.00}, {r.Upper:0.00}]") : "too few rounds";
}
