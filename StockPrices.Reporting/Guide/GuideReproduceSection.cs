using StockPrices.Reporting.Article;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Guide;

/// <summary>docs/README.md: every committed results file with the command line it records, so each number can be made again.</summary>
public sealed class GuideReproduceSection : IDocsSection
{
    private const string Prefix = Results.RunRecorder.CommandPrefix;

    public string Id => "guide.reproduce";

    public string Render(DocsContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        var table = new MarkdownTable("Results", "Command");
        var article = ArticleResults.Load(context);
        table.AddRow($"`{Path.GetRelativePath(context.DocsFolder, ArticleResults.ResultsFolder(context)).Replace('\\', '/')}/`", $"`{Prefix}{string.Join(' ', article.Environment.Arguments)}`");
        foreach (var path in context.Results.AllReportFiles())
        {
            var report = RunReportFile.Load(path);
            var command = report.RecordedCommand();
            table.AddRow($"`{Path.GetRelativePath(context.DocsFolder, path).Replace('\\', '/')}`", command is null ? "not recorded in the file: see its chapter" : $"`{command}`");
        }

        return $"{table}\nThe article run wrote to an `--artifacts` folder outside the repository; its reports were copied from there into `results/`.\n";
    }
}
