using StockPrices.Reporting.Article;
using StockPrices.Reporting.Beyond;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Paired;
using StockPrices.Results;
using StockPrices.Results.Quiet;

namespace StockPrices.Reporting.Guide;

/// <summary>docs/method.md: the machine, and what else ran on it during each committed run (the quiet-machine figures, or the load average of a run made before the gate).</summary>
public sealed class MethodNoiseSection : IDocsSection
{
    public string Id => "method.noise";

    public string Render(DocsContext context)
    {
        var data = GuideFigures.Load(context);
        var runs = ArticleResults.LoadAllRuns(context);
        var machine = runs[0].Environment.Environment;
        var quick = context.Results.Runs(ResultsScenarios.Quick);
        return string.Join('\n', new[]
        {
            $"Machine: {machine.Processor}, {machine.ProcessorCount} logical cores, {machine.OperatingSystem}, {machine.Runtime}.",
            $"Article suite, {Runs(runs.Count)}: {string.Join("; ", runs.Select(r => r.Environment.Quietness(r.QuietMachine)))}.",
            $"Paired comparisons (`quick`), {Runs(quick.Count)}: {Describe(quick)}.",
            $"Idle connections: simulated, {Describe([data.PollingSimulated])}; ramp-up, {Describe([data.PollingWithCost])}; loopback TCP, {Runs(data.PollingTcpRuns.Count)}: {Describe(data.PollingTcpRuns)}.",
            $"Message ring headline, {Runs(data.RingHeadlineRuns.Count)}: {Describe(data.RingHeadlineRuns)}.",
            $"Pipelines bandwidth table, {Runs(data.BandwidthRuns.Count)}: {Describe(data.BandwidthRuns)}.",
            BeyondResults.LoadCommitted(context) is { } beyond
                ? $"Ten questions beyond the article, {Runs(beyond.Runs.Count)}: {string.Join("; ", beyond.Runs.Select(r => r.Environment.Quietness(r.QuietMachine)))}."
                : "Ten questions beyond the article: not committed.",
        }.Select(line => "- " + line)) + "\n";
    }

    private static string Runs(int count) => count == 1 ? "one run" : $"{count} independent runs";

    private static string Describe(IEnumerable<RunReport?> reports)
    {
        var described = reports.Select(report => report is null ? "not committed" : QuietMachineText.Describe(report.Run)).ToList();
        return described.Count == 0 ? "not committed" : string.Join("; ", described);
    }
}
