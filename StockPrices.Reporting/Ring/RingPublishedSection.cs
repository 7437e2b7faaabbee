using System.Globalization;
using System.Text;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Ring;

/// <summary>
/// The published numbers beside which ours are read: the seed's own timings, the 2007 pseudogreen grid
/// (Erlang, Stackless, multitask) and later .NET figures, each with its source, machine and metric, and
/// the ns per hop they work out to (seconds over n·m).
/// </summary>
public sealed class RingPublishedSection : IDocsSection
{
    public string Id => "ring.published";

    public string Render(DocsContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        var published = PublishedRingNumbers.Load(context.ResultsFolder);
        var text = new StringBuilder();
        foreach (var source in published.Sources)
        {
            // One row per implementation, one column per (n, m) it was timed on, as the grid of our own runs.
            var rows = published.Rows.Where(r => r.Source == source.Id).ToList();
            var cells = rows.Select(r => (r.Nodes, r.Messages)).Distinct().ToList();
            var table = new MarkdownTable([
                    "Implementation",
                    .. cells.Select(c => string.Create(CultureInfo.InvariantCulture, $"n={c.Nodes:#,0} m={c.Messages:#,0}")),
                ])
                .AlignRight(1..);
            foreach (var implementation in rows.GroupBy(r => r.Implementation))
            {
                table.AddRow([
                    implementation.Key,
                    .. cells.Select(c => implementation.FirstOrDefault(r => (r.Nodes, r.Messages) == c) is { } row ? NanosecondsPerHop(row) : ""),
                ]);
            }

            // A web page gets a link; the seed lives in the project's shared reference material, outside the repository.
            var where = source.Url.StartsWith("http", StringComparison.Ordinal) ? $"[source]({source.Url})" : $"source: `{source.Url}`";
            text.Append(CultureInfo.InvariantCulture, $"**{source.Title}** ({where}). {source.Environment}. Metric: {source.Metric}, as ns per hop (seconds over n·m). {source.Note}\n\n")
                .Append(table)
                .Append('\n');
        }

        return text.Append(CultureInfo.InvariantCulture, $"Data: `docs/results/{PublishedRingNumbers.RelativePath}`.\n").ToString();
    }

    private static string NanosecondsPerHop(PublishedRingRow row) =>
        row.Seconds == 0 ? "—" : row.NanosecondsPerHop.ToString(row.NanosecondsPerHop < 100 ? "0.0" : "#,0", CultureInfo.InvariantCulture);
}
