namespace StockPrices.Reporting;

/// <summary>
/// One figure over independent runs, as the docs quote every headline: the median of the runs, then their minimum and
/// maximum ("1.85× (1.80–1.97)"), or one value when every run agrees at the shown precision.
/// </summary>
public static class FigureRange
{
    /// <param name="unit">Written right after the median ("×", " ns"): the spread that follows is in the same unit.</param>
    public static string Of(IEnumerable<double> values, Func<double, string> format, string unit = "")
    {
        ArgumentNullException.ThrowIfNull(values);
        ArgumentNullException.ThrowIfNull(format);
        var list = values.Order().ToList();
        var middle = list.Count / 2;
        var median = list.Count % 2 == 1 ? list[middle] : (list[middle - 1] + list[middle]) / 2;
        var (min, max) = (format(list[0]), format(list[^1]));
        return min == max ? min + unit : $"{format(median)}{unit} ({min}–{max})";
    }

    /// <summary>"median (min–max) over 3 runs", or "one run only".</summary>
    public static string Over(int runs) => runs == 1 ? "one run only" : $"median (min–max) over {runs} runs";
}
