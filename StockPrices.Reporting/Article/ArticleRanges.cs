using System.Globalization;
using StockPrices.Reporting.BenchmarkResults;

namespace StockPrices.Reporting.Article;

/// <summary>
/// A figure over every committed run of the article suite (separate processes, the same machine): its median and
/// spread, as the docs quote every headline (<see cref="FigureRange"/>). A single run is shown as such.
/// </summary>
public sealed class ArticleRanges
{
    private readonly IReadOnlyList<ArticleFigures> _runs;

    private ArticleRanges(IReadOnlyList<ArticleFigures> runs) => _runs = runs;

    public int RunCount => _runs.Count;

    public static ArticleRanges Load(Docs.DocsContext context) =>
        context.Loaded(c => new ArticleRanges([.. ArticleResults.LoadAllRuns(c).Select(run => new ArticleFigures(run))]));

    /// <summary>The figure in each committed run, in run order.</summary>
    public IEnumerable<double> Each(Func<ArticleFigures, double> figure) => _runs.Select(figure);

    public (double Min, double Max) Range(Func<ArticleFigures, double> figure)
    {
        var values = _runs.Select(figure).ToList();
        return (values.Min(), values.Max());
    }

    /// <summary>"1.23–1.31×", or "1.23×" when every run agrees to the shown precision.</summary>
    public string Ratio(Func<ArticleFigures, double> figure) => Span(figure, v => BenchmarkFormat.Ratio(v), "×");

    /// <summary>"251.3–266.0 ns" (both ends in the same unit as the larger one).</summary>
    public string Time(Func<ArticleFigures, double> figure)
    {
        var (min, max) = Range(figure);
        var (scale, unit) = max switch
        {
            < 1_000 => (1.0, "ns"),
            < 1_000_000 => (1_000.0, "µs"),
            _ => (1_000_000.0, "ms"),
        };
        string F(double v) => (v / scale).ToString(max / scale >= 100 ? "0.0" : max / scale >= 10 ? "0.00" : "0.000", CultureInfo.InvariantCulture);
        return FigureRange.Of(_runs.Select(figure), F, " " + unit);
    }

    /// <summary>"256 B", or "0–1 B" when the runs' averaged Allocated differ.</summary>
    public string Bytes(Func<ArticleFigures, double> figure) =>
        Span(figure, v => Math.Round(v).ToString("0", CultureInfo.InvariantCulture), " B");

    /// <summary>How many runs a range is over, for a legend: "over 3 runs".</summary>
    public string Over => FigureRange.Over(RunCount);

    private string Span(Func<ArticleFigures, double> figure, Func<double, string> format, string unit) => FigureRange.Of(_runs.Select(figure), format, unit);
}
