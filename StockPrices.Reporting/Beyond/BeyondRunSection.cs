using System.Globalization;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Beyond;

/// <summary>The committed <c>beyond</c> runs of docs/beyond-the-article.md: runtime, machine, BenchmarkDotNet and arguments, then when each run started (their quiet-machine figures are method.md's).</summary>
public sealed class BeyondRunSection : IDocsSection
{
    public string Id => "beyond-run";

    public string Render(DocsContext context)
    {
        if (BeyondResults.LoadCommitted(context) is not { } results)
        {
            return BeyondResults.NoCommittedRun + "\n";
        }

        var prose = Prose.Of("beyond");
        var first = results.Runs[0].Environment;
        List<string> lines =
        [
            first.Described(first.Environment.Runtime),
            prose.Fill("runs", new
            {
                runs = results.Runs.Count,
                run = prose[results.Runs.Count == 1 ? "run" : "runs-plural"],
                started = string.Join(", ", results.Runs.Select(run => run.Environment.StartedUtc.ToString("yyyy-MM-dd HH:mm", CultureInfo.InvariantCulture))),
            }),
        ];
        return string.Join('\n', lines) + "\n";
    }
}
