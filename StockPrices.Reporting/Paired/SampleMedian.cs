namespace StockPrices.Reporting.Paired;

/// <summary>The sample median: the middle value, or the mean of the two middle values; NaN for no values.</summary>
public static class SampleMedian
{
    public static double Of(IEnumerable<double> values)
    {
        var sorted = values.Order().ToArray();
        return OfSorted(sorted);
    }

    public static double OfSorted(IReadOnlyList<double> sorted) =>
        sorted.Count == 0 ? double.NaN
        : sorted.Count % 2 == 1 ? sorted[sorted.Count / 2]
        : (sorted[(sorted.Count / 2) - 1] + sorted[sorted.Count / 2]) / 2;
}
