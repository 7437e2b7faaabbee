using System.Globalization;
using StockPrices.Reporting.Article;
using StockPrices.Reporting.Beyond;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Paired;
using StockPrices.Results;
using StockPrices.Results.Quiet;

namespace StockPrices.Reporting.Guide;

/// <summary>
/// docs/method.md: the machine, and what else ran on it during the committed runs: per suite, the most any run's
/// quiet-machine readings gave of each figure the gate judges.
/// </summary>
public sealed class MethodNoiseSection : IDocsSection
{
    public string Id => "method.noise";

    public string Render(DocsContext context)
    {
        var data = GuideFigures.Load(context);
        var article = ArticleResults.LoadAllRuns(context);
        var machine = article[0].Environment.Environment;
        var table = new MarkdownTable("Committed runs", "Runs", "Readings", "Foreign CPU, most", "Calibration drift, most", "Cores distant, most").AlignRight(1..);
        Row(table, "Article suite", article.Select(r => r.QuietMachine));
        Row(table, "Paired comparisons (`quick`)", Records(context.Results.Runs(ResultsScenarios.Quick)));
        Row(table, "Idle connections, simulated", Records([data.PollingSimulated]));
        Row(table, "Idle connections, ramp-up", Records([data.PollingWithCost]));
        Row(table, "Idle connections, loopback TCP", Records(data.PollingTcpRuns));
        Row(table, "Message ring headline", Records(data.RingHeadlineRuns));
        Row(table, "Message ring, small", Records(context.Results.Runs(ResultsScenarios.RingSmall)));
        Row(table, "Message ring grid", Records(context.Results.Runs(ResultsScenarios.RingGrid)));
        Row(table, "Pipelines bandwidth table", Records(data.BandwidthRuns));
        Row(table, "Pipelines, one configuration", Records(context.Results.Runs(ResultsScenarios.PipelinesSimulated)));
        Row(table, "Pipelines, a real file", Records(context.Results.Runs(ResultsScenarios.PipelinesFile)));
        Row(table, "Ten questions beyond the article", (BeyondResults.LoadCommitted(context)?.Runs ?? []).Select(r => r.QuietMachine));
        return Prose.Of("method").Fill("noise", new
        {
            cpu = machine.Processor,
            cores = machine.ProcessorCount,
            os = machine.OperatingSystem,
            runtime = machine.Runtime,
            table,
        }) + "\n";
    }

    private static IEnumerable<QuietMachineRecord?> Records(IEnumerable<RunReport?> reports) => reports.Select(report => report?.Run?.QuietMachine);

    private static void Row(MarkdownTable table, string suite, IEnumerable<QuietMachineRecord?> runs)
    {
        var records = runs.ToList();
        if (records.Count == 0 || records.Any(record => record is null))
        {
            table.AddRow(suite, records.Count.ToString(CultureInfo.InvariantCulture), QuietMachineText.NotRecorded, "–", "–", "–");
            return;
        }

        var pooled = QuietMachineRecord.Pooled(records.OfType<QuietMachineRecord>());
        table.AddRow(
            suite,
            records.Count.ToString(CultureInfo.InvariantCulture),
            pooled.Readings.Count.ToString(CultureInfo.InvariantCulture),
            pooled.MostForeignCpu,
            pooled.MostCalibrationDrift,
            pooled.MostDistantCores);
    }
}
