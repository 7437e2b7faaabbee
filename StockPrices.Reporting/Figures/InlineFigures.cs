using System.Text.RegularExpressions;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Figures;

/// <summary>The figure placeholders of a markdown file, <c>&lt;!-- figure:ID --&gt;value&lt;!-- /figure --&gt;</c>, on one line each.</summary>
public static partial class InlineFigures
{
    /// <summary>The ids <paramref name="markdown"/> quotes, in order.</summary>
    public static IEnumerable<string> Ids(string markdown) => Placeholder().Matches(markdown).Select(m => m.Groups["id"].Value);

    /// <summary>
    /// <paramref name="markdown"/> with every placeholder's value rendered afresh; a placeholder naming a figure the
    /// catalogue lacks stops the generator with the file and the id.
    /// </summary>
    public static string Fill(string markdown, IReadOnlyDictionary<string, DocsFigure> figures, DocsContext context, string file)
    {
        return Placeholder().Replace(markdown, match =>
        {
            var id = match.Groups["id"].Value;
            return figures.TryGetValue(id, out var figure)
                ? $"<!-- figure:{id} -->{figure.Render(context)}<!-- /figure -->"
                : throw new InvalidDataException($"{file} quotes the figure '{id}', which {nameof(FigureCatalogue)} does not have.");
        });
    }

    [GeneratedRegex(@"<!-- figure:(?<id>[\w.-]+) -->[^\n]*?<!-- /figure -->")]
    private static partial Regex Placeholder();
}
