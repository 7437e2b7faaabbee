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
        var beyond = BeyondResults.LoadCommitted(context)?.Runs ?? [];
        return Prose.Of("method").Fill("noise", new
        {
            cpu = machine.Processor,
            cores = machine.ProcessorCount,
            os = machine.OperatingSystem,
            runtime = machine.Runtime,
            articleRuns = Runs(runs.Count),
            article = string.Join("; ", runs.Select(r => r.Environment.Quietness(r.QuietMachine))),
            quickRuns = Runs(quick.Count),
            quick = Describe(quick),
            pollingSimulated = Describe([data.PollingSimulated]),
            pollingWithCost = Describe([data.PollingWithCost]),
            tcpRuns = Runs(data.PollingTcpRuns.Count),
            tcp = Describe(data.PollingTcpRuns),
            ringRuns = Runs(data.RingHeadlineRuns.Count),
            ring = Describe(data.RingHeadlineRuns),
            bandwidthRuns = Runs(data.BandwidthRuns.Count),
            bandwidth = Describe(data.BandwidthRuns),
            beyondRuns = Runs(beyond.Count),
            beyond = beyond.Count == 0 ? Prose.Of("method")["not-committed"] : string.Join("; ", beyond.Select(r => r.Environment.Quietness(r.QuietMachine))),
        }) + "\n";
    }

    private static string Runs(int count) => count == 1 ? Prose.Of("method")["one-run"] : Prose.Of("method").Fill("runs", new { count });

    private static string Describe(IEnumerable<RunReport?> reports)
    {
        var notCommitted = Prose.Of("method")["not-committed"];
        var described = reports.Select(report => report is null ? notCommitted : QuietMachineText.Describe(report.Run)).ToList();
        return described.Count == 0 ? notCommitted : string.Join("; ", described);
    }
}
