namespace StockPrices.Results;

/// <summary>The sample median: the middle value, or the mean of the two middle values; refused for no values.</summary>
public static class Median
{
    public static double Of(IEnumerable<double> values) => OfSorted([.. values.Order()]);

    /// <summary>The median of values already in ascending order.</summary>
    public static double OfSorted(IReadOnlyList<double> sorted)
    {
        ArgumentOutOfRangeException.ThrowIfZero(sorted.Count, nameof(sorted));
        var middle = sorted.Count / 2;
        return sorted.Count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
}
