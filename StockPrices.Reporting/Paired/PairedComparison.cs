namespace StockPrices.Reporting.Paired;

/// <summary>
/// One paired comparison: the candidate's time per call divided by the baseline's, both measured in the same unit
/// (<see cref="Unit"/>, e.g. "per call of the lookup"), in one process, interleaved in short slices.
/// <see cref="Baseline"/> and <see cref="Candidate"/> are the variants' identities (a <c>StockPriceVariants</c> name,
/// or a suspension variant's name) with the shape they run in. <see cref="NeedsRuntimeAsync"/>: one side is compiled
/// as runtime async, so the comparison runs only where the runtime runs such methods.
/// </summary>
public sealed record PairedComparison(PairedComparisonId Id, string Baseline, string Candidate, string Unit, bool NeedsRuntimeAsync = false);
