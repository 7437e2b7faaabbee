using StockPrices.Reporting.Article;

namespace StockPrices.Reporting.Figures;

/// <summary>Every figure the prose of README.md and docs/ may quote by name, each defined once.</summary>
public static class FigureCatalogue
{
    public static IReadOnlyList<DocsFigure> All { get; } =
    [
        OfArticle(HeadlineFigures.AsyncMethodAdds),
        OfArticle(HeadlineFigures.AsyncTaskBytes),
    ];

    private static DocsFigure OfArticle(HeadlineFigure figure) =>
        new("article." + figure.Id, $"the article suite: {figure.Name}", FigureStatistic.MedianAndRangeOverRuns, figure.Unit, context => figure.Range(ArticleRanges.Load(context)));
}
