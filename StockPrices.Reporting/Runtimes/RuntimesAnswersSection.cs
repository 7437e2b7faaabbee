using StockPrices.Reporting.Docs;
using StockPrices.Results;

namespace StockPrices.Reporting.Runtimes;

/// <summary>
/// docs/runtimes.md: where the .NET Framework lineage (the .NET Framework 4.8 build, run by Mono) answers
/// differently from .NET 10, each answer from a run in which the test asserting it passed.
/// </summary>
public sealed class RuntimesAnswersSection : IDocsSection
{
    /// <summary>The answers shown, in table order; each question is the sentence <c>question.{id}</c> of Prose/runtimes.md.</summary>
    private static readonly string[] Questions = ["async-task-completed", "task-from-result", "decimal-zero", "decimal-zero-scale-one", "task-of-decimal-bytes"];

    public string Id => "runtimes-framework-lineage";

    public string Render(DocsContext context)
    {
        ArgumentNullException.ThrowIfNull(context);
        var folder = RuntimeAnswers.Folder(context.ResultsFolder);
        var runs = new[] { "net10.0.json", "mono.json" }.Select(file => RuntimeAnswers.Load(Path.Combine(folder, file))).ToList();

        var table = new MarkdownTable(["Question", .. runs.Select(run => $"{Short(run.Runtime)}, built for {run.BuiltFor}"), "Asserted by"]);
        var prose = Prose.Of("runtimes");
        foreach (var id in Questions)
        {
            table.AddRow([prose["question." + id], .. runs.Select(run => run.Answer(id)), runs[^1].Answers.Single(a => a.Id == id).AssertedBy]);
        }

        return table.ToString();
    }

    /// <summary>"Mono 6.8.0.105 (Debian ...)" without its build details.</summary>
    private static string Short(string runtime) => runtime.Split(" (")[0];
}
