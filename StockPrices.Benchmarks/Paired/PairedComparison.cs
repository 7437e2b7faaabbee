using StockPrices.Results.Paired;

namespace StockPrices.Benchmarks.Paired;

/// <summary>
/// One paired comparison: the candidate's time per call divided by the baseline's, both in <paramref name="Unit"/>
/// (e.g. "per call of the lookup"), measured in one process, interleaved in short slices. <paramref name="Baseline"/> and
/// <paramref name="Candidate"/> name each side's variant and the shape it runs in, as the report labels them;
/// <paramref name="Sides"/> makes the two sides from what a launch calls, in the launch that measures them.
/// </summary>
internal sealed record PairedComparison(
    PairedComparisonId Id,
    string Unit,
    string Baseline,
    string Candidate,
    Func<PairedComparisons.Subjects, (PairedSide Baseline, PairedSide Candidate)> Sides);
