using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Beyond;

/// <summary>The committed <c>beyond</c> run of docs/beyond-the-article.md: runtime, machine, BenchmarkDotNet, arguments and wall time.</summary>
public sealed class BeyondRunSection : IDocsSection
{
    public string Id => "beyond-run";

    public string Render(DocsContext context)
    {
        if (BeyondResults.LoadCommitted(context) is not { } results)
        {
            return BeyondResults.NoCommittedRun + "\n";
        }

        var run = results.Environment;
        var env = run.Environment;
        return $"""
            - Runtime: {env.Runtime}, {env.Architecture}, {(env.ServerGarbageCollector ? "server" : "workstation")} GC
            - OS: {env.OperatingSystem}; CPU: {env.Processor}, {env.ProcessorCount} logical cores
            - BenchmarkDotNet {run.BenchmarkDotNetVersion.Split('+')[0]}; arguments: `{string.Join(' ', run.Arguments)}`
            - Started {run.StartedUtc:yyyy-MM-dd HH:mm} UTC; wall time {run.WallTime:h\:mm\:ss} (h:mm:ss); load average (1, 5, 15 min) {run.LoadAverageAtStart ?? "unknown"} at the start, {run.LoadAverageAtEnd ?? "unknown"} at the end

            """;
    }
}
