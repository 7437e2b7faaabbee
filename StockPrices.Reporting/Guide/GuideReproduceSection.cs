using System.Text.RegularExpressions;
using StockPrices.Reporting.Article;
using StockPrices.Reporting.Beyond;
using StockPrices.Reporting.Docs;
using StockPrices.Results;

namespace StockPrices.Reporting.Guide;

/// <summary>
/// docs/method.md: every committed results file with the command line it records, so each number can be made
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
        void AddSuiteRow(string folder, int runs, string command) =>
            table.AddRow($"`{Path.GetRelativePath(context.DocsFolder, folder).Replace('\\', '/')}/`",
                runs.ToString(System.Globalization.CultureInfo.InvariantCulture), $"`{Safe(command)}`");

        AddSuiteRow(ArticleResults.ResultsFolder(context), ArticleResults.LoadAllRuns(context).Count,
            Prefix + string.Join(' ', ArticleResults.Load(context).Environment.Arguments));
        if (BeyondResults.LoadCommitted(context) is { } beyond)
        {
            AddSuiteRow(context.Results.CommittedFolder(ArticleResults.RunFolderName, ResultsScenarios.Beyond), beyond.Runs.Count,
                Prefix + "beyond " + string.Join(' ', beyond.Runs[0].Environment.Arguments));
        }

        // The files one command wrote together (the runtimes command's, one per class) share a row.
        var files = context.Results.AllReportFiles()
            .Select(file => (Folder: Path.GetRelativePath(context.DocsFolder, Path.GetDirectoryName(file.Path)!).Replace('\\', '/'), Name: Path.GetFileName(file.Path), file.Runs,
                Command: RunReportFile.Load(file.Path).RecordedCommand()?.Replace(Build, Build + BuildOptions(context, file.Path), StringComparison.Ordinal)))
            .GroupBy(file => (file.Folder, file.Runs, file.Command));
        foreach (var group in files)
        {
            var (folder, runs, command) = group.Key;
            table.AddRow(group.Count() == 1 ? $"`{folder}/{group.First().Name}`" : $"`{folder}/` ({group.Count()} files)", runs.ToString(System.Globalization.CultureInfo.InvariantCulture),
                command is null ? "not recorded in the file: see its chapter" : $"`{Safe(command)}`");
        }

        return table.ToString();
    }

    private const string Build = "dotnet run -c Release ";

    /// <summary>
    /// The options that build the app as the results under <paramref name="path"/> were measured, which the run record
    /// leaves out (it records the app's own arguments): .NET 11 is a target framework of its own
    /// (<c>net11.0-linux-x64</c>), and runtime async a property on it (<c>net11.0-runtime-async-linux-x64</c>).
    /// </summary>
    private static string BuildOptions(DocsContext context, string path)
    {
        var environment = Path.GetRelativePath(context.ResultsFolder, path).Split(Path.DirectorySeparatorChar, Path.AltDirectorySeparatorChar)[0];
        return environment.StartsWith("net11.0-runtime-async-", StringComparison.Ordinal) ? "-f net11.0 --property:StockPricesRuntimeAsync=true "
            : environment.StartsWith("net11.0-", StringComparison.Ordinal) ? "-f net11.0 "
            : "";
    }

    /// <summary>The command without the options that write to docs/results (<c>--save</c>, <c>--save-repeat</c>, <c>--artifacts</c> and its folder).</summary>
    private static string Safe(string command) => PublishingOptions().Replace(command, "");

    [GeneratedRegex(@" (--save|--save-repeat|--save-check|--artifacts \S+)(?= |$)")]
    private static partial Regex PublishingOptions();
}
