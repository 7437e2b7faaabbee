namespace StockPrices.Reporting.Article;

public enum FigureUnit
{
    Ratio,
    Time,
    Bytes,
    Milliseconds,
    Count,
}
