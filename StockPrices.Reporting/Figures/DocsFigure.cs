using System.Globalization;
using StockPrices.Reporting.Docs;
using StockPrices.Results;

namespace StockPrices.Reporting.Figures;

/// <summary>
/// One number the prose quotes by name, <c>&lt;!-- figure:ID --&gt;value&lt;!-- /figure --&gt;</c>: the generator
/// fills the value from <paramref name="Render"/>, so a sentence is edited in markdown and its number stays the
/// results'. Where it is defined (FigureCatalogue) says which result it reads; <paramref name="Statistic"/> says how.
/// </summary>
public sealed record DocsFigure(string Id, FigureStatistic Statistic, FigureUnit Unit, Func<DocsContext, string> Render);

/// <summary>How a figure is computed from its source row over the committed runs.</summary>
public enum FigureStatistic
{
    /// <summary>The median of the row's figure over every committed run and their spread (<see cref="FigureRange"/>): "18.8 ns ±2.1%".</summary>
    MedianAndSpreadOverRuns,

    /// <summary>
    /// A paired ratio: the median over the runs of each run's median ratio, with its spread; "no detectable difference"
    /// when every run's 95% interval contains 1×.
    /// </summary>
    PairedRatioOverRuns,

    /// <summary>How many committed runs (or the size a figure is measured at): a count, no statistic.</summary>
    RunCount,

    /// <summary>A setting of this repository quoted as it is, not a measurement.</summary>
    Setting,

    /// <summary>A byte count the runtime-behaviour tests assert exactly on one runtime (RuntimeExpectations): "184 B".</summary>
    AssertedByTests,
}

/// <summary>What a figure counts, which sets how it is formatted.</summary>
public enum FigureUnit
{
    Ratio,
    Time,
    Bytes,
    Count,
}

/// <summary>
/// One figure over independent runs, as the docs quote every headline: the median of the runs and their spread, the
/// median absolute deviation from that median as a share of it ("1.87× ±2.1%"). One slow run moves neither, where it
/// would set a min–max range by itself. One value alone when every run agrees at the shown precision.
/// </summary>
public static class FigureRange
{
    /// <param name="unit">Written right after the median ("×", " ns").</param>
    public static string Of(IEnumerable<double> values, Func<double, string> format, string unit = "")
    {
        var list = values.ToList();
        if (list.Count == 0)
        {
            throw new ArgumentException("no runs to summarise", nameof(values));
        }

        var median = Median.Of(list);
        if (format(list.Min()) == format(list.Max()))
        {
            return format(median) + unit;
        }

        var deviation = Median.Of(list.Select(value => Math.Abs(value - median)));
        return $"{format(median)}{unit} {Spread(deviation, median, format, unit)}";
    }

    /// <summary>"median ± median absolute deviation over 3 runs", or "one run only".</summary>
    public static string Over(int runs) => runs == 1 ? "one run only" : $"median ± median absolute deviation over {runs} runs";

    private static string Spread(double deviation, double median, Func<double, string> format, string unit)
    {
        if (median == 0)
        {
            return $"±{format(deviation)}{unit}";
        }

        var percent = 100 * deviation / Math.Abs(median);
        // Runs that straddle a rounding boundary differ when shown, though they agree to better than the shown spread.
        if (percent < 0.05)
        {
            return "±<0.1%";
        }

        return string.Create(CultureInfo.InvariantCulture, $"±{(percent >= 10 ? percent.ToString("0", CultureInfo.InvariantCulture) : percent.ToString("0.0", CultureInfo.InvariantCulture))}%");
    }
}
