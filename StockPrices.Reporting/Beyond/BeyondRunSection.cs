using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Beyond;

/// <summary>The committed <c>beyond</c> runs of docs/beyond-the-article.md: runtime, machine, BenchmarkDotNet and arguments, then each run's start, wall time and quiet-machine figures.</summary>
public sealed class BeyondRunSection : IDocsSection
{
    public string Id => "beyond-run";

    public string Render(DocsContext context)
    {
        if (BeyondResults.LoadCommitted(context) is not { } results)
        {
            return BeyondResults.NoCommittedRun + "\n";
        }

        var first = results.Runs[0].Environment;
        var env = first.Environment;
        var runs = results.Runs.Select((run, i) =>
            $"  - run {i + 1}: started {run.Environment.StartedUtc:yyyy-MM-dd HH:mm} UTC, wall time {run.Environment.WallTime:h\\:mm\\:ss}; {run.Environment.Quietness(run.QuietMachine)}");
        return $"""
            - Runtime: {env.Runtime}, {env.Architecture}, {(env.ServerGarbageCollector ? "server" : "workstation")} GC
            - OS: {env.OperatingSystem}; CPU: {env.Processor}, {env.ProcessorCount} logical cores
            - BenchmarkDotNet {first.BenchmarkDotNetVersion.Split('+')[0]}; arguments: `{first.QuotedArguments()}`
            - {results.Runs.Count} independent {(results.Runs.Count == 1 ? "run" : "runs")} (h:mm:ss):
            {string.Join('\n', runs)}

            """;
    }
}
