using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Figures;

/// <summary>docs/method.md: every figure the docs quote by name, with the row it comes from, how it is computed and its value.</summary>
public sealed class FigureCatalogueSection : IDocsSection
{
    public string Id => "method.figures";

    public string Render(DocsContext context)
    {
        var prose = Prose.Of("figures");
        var table = new MarkdownTable(prose["column.figure"], prose["column.source"], prose["column.statistic"], prose["column.value"]);
        foreach (var figure in FigureCatalogue.All)
        {
            table.AddRow($"`{figure.Id}`", Cell(figure.SourceRow), prose[$"statistic.{figure.Statistic}"], Cell(figure.Render(context)));
        }

        return table.ToString();
    }

    private static string Cell(string text) => text.ReplaceLineEndings(" ").Replace("|", "\\|", StringComparison.Ordinal);
}
