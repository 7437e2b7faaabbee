using System.Text;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Figures;

/// <summary>
/// docs/method.md: every figure the docs quote by name, with the row it comes from, one table per statistic, each under
/// the sentence that says how that statistic is computed. The value itself stands where the docs quote it.
/// </summary>
public sealed class FigureCatalogueSection : IDocsSection
{
    public string Id => "method.figures";

    public string Render(DocsContext context)
    {
        var prose = Prose.Of("figures");
        var text = new StringBuilder();
        foreach (var statistic in FigureCatalogue.All.GroupBy(figure => figure.Statistic).OrderBy(group => group.Key))
        {
            var table = new MarkdownTable(prose["column.figure"], prose["column.source"]);
            foreach (var figure in statistic)
            {
                table.AddRow($"`{figure.Id}`", Cell(figure.SourceRow));
            }

            text.Append(prose[$"statistic.{statistic.Key}"]).Append("\n\n").Append(table).Append('\n');
        }

        return text.ToString().TrimEnd('\n') + "\n";
    }

    private static string Cell(string text) => text.ReplaceLineEndings(" ").Replace("|", "\\|", StringComparison.Ordinal);
}
