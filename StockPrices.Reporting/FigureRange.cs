namespace StockPrices.Reporting;

/// <summary>
/// One figure over independent runs, as the docs quote every headline: its minimum and maximum ("1.23–1.31"), or
/// one value when every run agrees at the shown precision; and how many runs it is over.
/// </summary>
public static class FigureRange
{
    public static string Of(IEnumerable<double> values, Func<double, string> format)
    {
        ArgumentNullException.ThrowIfNull(values);
        ArgumentNullException.ThrowIfNull(format);
        var list = values.ToList();
        var (min, max) = (format(list.Min()), format(list.Max()));
        return min == max ? min : $"{min}–{max}";
    }

    /// <summary>"min–max over 3 runs", or "one run only".</summary>
    public static string Over(int runs) => runs == 1 ? "one run only" : $"min–max over {runs} runs";
}
