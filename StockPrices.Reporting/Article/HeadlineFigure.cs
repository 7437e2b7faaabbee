using System.Globalization;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Comparison;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Article;

/// <summary>
/// One figure of the article suite that the README's headline quotes over the committed runs; the check run is
/// placed in the same range, at the precision the headline shows. <paramref name="Id"/> names it in the figure
/// catalogue, so that prose can quote it (<c>&lt;!-- figure:article.ID --&gt;</c>).
/// </summary>
public sealed record HeadlineFigure(string Id, FigureUnit Unit, Func<ArticleFigures, double> Of)
{
    /// <summary>What the figure is, as the check run's table names it: <c>headline.ID</c> in Prose/figures.md.</summary>
    public string Name => Prose.Of("figures")["headline." + Id];

    /// <summary>The range over the committed runs, as the headline prints it: "1.78–2.00×", "433.8–830.4 ns", "0 B".</summary>
    public string Range(ArticleRanges ranges) =>
        Unit switch
        {
            FigureUnit.Ratio => ranges.Ratio(Of),
            FigureUnit.Time => ranges.Time(Of),
            _ => ranges.Bytes(Of),
        };

    public string Format(double value) => Unit switch
    {
        FigureUnit.Ratio => BenchmarkFormat.Ratio(value) + "×",
        FigureUnit.Time => BenchmarkFormat.Time(value),
        _ => Math.Round(value).ToString("0", CultureInfo.InvariantCulture) + " B",
    };

    /// <summary>Where <paramref name="run"/>'s figure lands in the committed runs' range, ratios and bytes rounded as the headline shows them.</summary>
    public RangePlacement Place(ArticleRanges committed, ArticleFigures run)
    {
        var (min, max) = committed.Range(Of);
        return new RangePlacement(Shown(Of(run)), Shown(min), Shown(max));
    }

    private double Shown(double value) => Unit switch
    {
        FigureUnit.Ratio => Math.Round(value, 2),
        FigureUnit.Bytes => Math.Round(value),
        _ => value,
    };
}
