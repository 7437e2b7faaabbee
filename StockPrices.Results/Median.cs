namespace StockPrices.Results;

/// <summary>The median of a set of values: the mean of the middle two when their count is even.</summary>
public static class Median
{
    public static double Of(IEnumerable<double> values)
    {
        var sorted = values.Order().ToList();
        ArgumentOutOfRangeException.ThrowIfZero(sorted.Count, nameof(values));
        var middle = sorted.Count / 2;
        return sorted.Count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
}
