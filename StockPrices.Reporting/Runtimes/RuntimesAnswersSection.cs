using System.Globalization;
using StockPrices.Reporting.Docs;
using StockPrices.Results;

namespace StockPrices.Reporting.Runtimes;

/// <summary>
/// docs/runtimes.md: where the .NET Framework lineage (the .NET Framework 4.8 build, run by Mono) answers
/// differently from .NET 10, each answer from a run in which the test asserting it passed.
/// </summary>
public sealed class RuntimesAnswersSection : IDocsSection
{
    private static readonly (string Id, string Question)[] Questions =
    [
        ("async-task-completed", "`async Task` that completes synchronously returns"),
        ("task-from-result", "`Task.FromResult(8)` returns"),
        ("decimal-zero", "`async Task<decimal>` returning `0m` returns"),
        ("decimal-zero-scale-one", "`async Task<decimal>` returning `0.0m` returns"),
        ("task-of-decimal-bytes", "bytes per call of `async Task<decimal>` returning `42m`"),
    ];

    public string Id => "runtimes-framework-lineage";

    public string Render(DocsContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        var folder = RuntimeAnswers.Folder(context.ResultsFolder);
        var runs = new[] { "net10.0.json", "mono.json" }.Select(file => RuntimeAnswers.Load(Path.Combine(folder, file))).ToList();

        var table = new MarkdownTable(["Question", .. runs.Select(run => $"{Short(run.Runtime)}, built for {run.BuiltFor}"), "Asserted by"]);
        foreach (var (id, question) in Questions)
        {
            table.AddRow([question, .. runs.Select(run => run.Answer(id)), runs[^1].Answers.Single(a => a.Id == id).AssertedBy]);
        }

        var notes = runs.Select(run =>
            string.Create(CultureInfo.InvariantCulture, $"- {run.Runtime}, built for {run.BuiltFor}: {run.TestsPassed} tests passed, {run.StartedUtc}, load average {run.LoadAverageBefore} at start and {run.LoadAverageAfter} at end ({(LoadAverage.IsQuiet(run.LoadAverageBefore, run.LoadAverageAfter) ? "quiet" : "not quiet")}: quiet means below {LoadAverage.QuietThreshold} at both)."));
        return $"{table}\n{string.Join('\n', notes)}\n";
    }

    /// <summary>"Mono 6.8.0.105 (Debian ...)" without its build details, which the run notes keep.</summary>
    private static string Short(string runtime) => runtime.Split(" (")[0];
}
