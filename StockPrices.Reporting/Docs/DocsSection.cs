using StockPrices.Results;

namespace StockPrices.Reporting.Docs;

/// <summary>
/// One generated part of docs/: the markdown between <c>&lt;!-- generated:Id --&gt;</c> and
/// <c>&lt;!-- /generated:Id --&gt;</c> in any docs/*.md (or README.md), drawn from committed results by
/// <paramref name="Render"/>. Charts and other files go through <see cref="DocsContext.AddFile"/>.
/// </summary>
public sealed record DocsSection(string Id, Func<DocsContext, string> Render)
{
    /// <summary>A region drawn from every environment's committed report of <paramref name="key"/>; until there is one, <see cref="NotCommitted"/>.</summary>
    public static DocsSection FromReports(string id, string key, string command, Func<DocsContext, IReadOnlyList<(string Environment, RunReport Report)>, string> render) =>
        new(id, context => context.Results.Reports(key) is { Count: > 0 } reports ? render(context, reports) : NotCommitted(key, command));

    /// <summary>A region of <see cref="FromReports"/> that draws each environment's report in turn, one after the other.</summary>
    public static DocsSection FromEachReport(string id, string key, string command, Func<DocsContext, string, RunReport, string> render) =>
        FromReports(id, key, command, (context, reports) => string.Concat(reports.Select(report => render(context, report.Environment, report.Report))));

    /// <summary>What a region shows until the report of <paramref name="key"/> is committed: the file, and the command that makes it.</summary>
    public static string NotCommitted(string key, string command) =>
        Prose.Of("sections").Fill("not-committed", new { file = key + RunReportFile.Suffix, command }) + "\n";
}
