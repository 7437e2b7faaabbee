using StockPrices.Reporting.Article;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Figures;

/// <summary>
/// A row of the committed <c>beyond</c> runs that the docs quote by name. The rows are data, listed as a table in
/// Figures/beyond-figures.md (embedded in this assembly): figure id, benchmark class, method, parameters and unit.
/// </summary>
public sealed record BeyondFigureRow(string Id, string BenchmarkClass, string Method, string Parameters, FigureUnit Unit)
{
    private const string Resource = "Figures/beyond-figures.md";

    public static IReadOnlyList<BeyondFigureRow> All { get; } = Load();

    private static List<BeyondFigureRow> Load() =>
    [
        .. EmbeddedMarkdown.Read(Resource).ReplaceLineEndings("\n").Split('\n')
            .Where(line => line.StartsWith('|'))
            .Skip(2) // the header and its separator
            .Select(line => line.Trim().Trim('|').Split('|').Select(cell => cell.Trim()).ToArray())
            .Select(Row),
    ];

    private static BeyondFigureRow Row(string[] cells) =>
        cells.Length == 5 && Enum.TryParse<FigureUnit>(cells[4], out var unit) && unit is FigureUnit.Time or FigureUnit.Bytes
            ? new(cells[0], cells[1], cells[2], cells[3], unit)
            : throw new InvalidDataException($"{Resource}: '{string.Join(" | ", cells)}' is not a row of figure, class, method, parameters and a unit of Time or Bytes.");
}
