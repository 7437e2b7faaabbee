using System.Text;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Figures;

/// <summary>
/// docs/method.md: how each statistic the docs quote is computed, one line for each statistic some figure uses, and
/// where a figure is defined. Which figure a number is shows in the markdown beside it, and FigureCatalogue says which
/// result it reads, so the docs do not list the figures a second time.
/// </summary>
public sealed class FigureCatalogueSection : IDocsSection
{
    public string Id => "method.figures";

    public string Render(DocsContext context)
    {
        var prose = Prose.Of("figures");
        var text = new StringBuilder(prose["intro"]).Append("\n\n");
        foreach (var statistic in FigureCatalogue.All.Select(figure => figure.Statistic).Distinct().Order())
        {
            text.Append("- ").Append(prose[$"statistic.{statistic}"]).Append('\n');
        }

        return text.ToString();
    }
}
