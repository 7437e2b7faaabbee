using System.Text.RegularExpressions;
using StockPrices.Reporting.Article;
using StockPrices.Reporting.Docs;
using StockPrices.Results;

namespace StockPrices.Reporting.Guide;

/// <summary>
/// docs/README.md: every committed results file with the command line it records, so each number can be made
/// again. Shown without <c>--save</c> and <c>--artifacts</c>: run as shown, a command writes to artifacts/results/
/// and never replaces the committed results.
/// </summary>
public sealed partial class GuideReproduceSection : IDocsSection
{
    private const string Prefix = Results.RunRecorder.CommandPrefix;

    public string Id => "guide.reproduce";

    public string Render(DocsContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        var table = new MarkdownTable("Results", "Runs", "Command").AlignRight(1..2);
        var article = ArticleResults.Load(context);
        table.AddRow($"`{Path.GetRelativePath(context.DocsFolder, ArticleResults.ResultsFolder(context)).Replace('\\', '/')}/`",
            ArticleResults.LoadAllRuns(context).Count.ToString(System.Globalization.CultureInfo.InvariantCulture),
            $"`{Safe(Prefix + string.Join(' ', article.Environment.Arguments))}`");
        foreach (var (path, runs) in context.Results.AllReportFiles())
        {
            var command = RunReportFile.Load(path).RecordedCommand();
            table.AddRow($"`{Path.GetRelativePath(context.DocsFolder, path).Replace('\\', '/')}`", runs.ToString(System.Globalization.CultureInfo.InvariantCulture),
                command is null ? "not recorded in the file: see its chapter" : $"`{Safe(command)}`");
        }

        return table.ToString();
    }

    /// <summary>The command without the options that write to docs/results (<c>--save</c>, <c>--save-repeat</c>, <c>--artifacts</c> and its folder).</summary>
    private static string Safe(string command) => PublishingOptions().Replace(command, "");

    [GeneratedRegex(@" (--save|--save-repeat|--save-check|--artifacts \S+)(?= |$)")]
    private static partial Regex PublishingOptions();
}
