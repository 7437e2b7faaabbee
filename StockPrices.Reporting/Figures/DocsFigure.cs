using StockPrices.Reporting.Article;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Figures;

/// <summary>
/// One number the prose quotes by name, <c>&lt;!-- figure:ID --&gt;value&lt;!-- /figure --&gt;</c>: the generator
/// fills the value from <paramref name="Render"/>, so a sentence is edited in markdown and its number stays the
/// results'. Where it is defined (FigureCatalogue) says which result it reads; <paramref name="Statistic"/> says how.
/// </summary>
public sealed record DocsFigure(string Id, FigureStatistic Statistic, FigureUnit Unit, Func<DocsContext, string> Render);
