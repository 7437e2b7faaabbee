using StockPrices.Reporting.Article;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Figures;

/// <summary>
/// One number the prose quotes by name, <c>&lt;!-- figure:ID --&gt;value&lt;!-- /figure --&gt;</c>: the generator
/// fills the value from <paramref name="Render"/>, so a sentence is edited in markdown and its number stays the
/// results'. <paramref name="SourceRow"/> says which result it comes from.
/// </summary>
public sealed record DocsFigure(string Id, string SourceRow, FigureStatistic Statistic, FigureUnit Unit, Func<DocsContext, string> Render);
