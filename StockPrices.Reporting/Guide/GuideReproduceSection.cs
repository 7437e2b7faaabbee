using StockPrices.Reporting.Article;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Ring;

namespace StockPrices.Reporting.Guide;

/// <summary>docs/README.md: every committed results file with the command line it records, so each number can be made again.</summary>
public sealed class GuideReproduceSection : IDocsSection
{
    private const string Prefix = "dotnet run -c Release --project StockPrices.Benchmarks -- ";

    public string Id => "guide.reproduce";

    public string Render(DocsContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        var table = new MarkdownTable("Results", "Command");
        var article = ArticleResults.Load(context);
        table.AddRow($"`{Path.GetRelativePath(context.DocsFolder, ArticleResults.ResultsFolder(context)).Replace('\\', '/')}/`", $"`{Prefix}{string.Join(' ', article.Environment.Arguments)}`");
        foreach (var path in Directory.EnumerateFiles(context.ResultsFolder, "*" + RunReportFile.Suffix, SearchOption.AllDirectories).Order(StringComparer.Ordinal))
        {
            var report = RunReportFile.Load(path);
            var command = report.Parameters.TryGetValue("command", out var arguments) ? WithPrefix(arguments.Trim())
                : report.Parameters.TryGetValue(RingReportKeys.CommandLine, out var line) ? line
                : null;
            table.AddRow($"`{Path.GetRelativePath(context.DocsFolder, path).Replace('\\', '/')}`", command is null ? "not recorded in the file: see its chapter" : $"`{command}`");
        }

        return table.ToString();
    }

    /// <summary>Some runners record their whole command line, others only the arguments after <c>--</c>.</summary>
    private static string WithPrefix(string command) =>
        command.StartsWith("dotnet ", StringComparison.Ordinal) ? command : Prefix + command;
}
