namespace StockPrices.Reporting.Paired;

/// <summary>Compares a figure with the committed reference's: whether their 95% intervals overlap.</summary>
public static class ReferenceCheck
{
    public static ReferenceAgreement Compare(MedianInterval? current, MedianInterval? reference) =>
        current is { } now && reference is { } then
            ? now.Overlaps(then) ? ReferenceAgreement.Agrees : ReferenceAgreement.Differs
            : ReferenceAgreement.NoReference;
}
