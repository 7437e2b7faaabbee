using System.CommandLine;
using Concurrency.Polling;
using Concurrency.Polling.Simulated;
using StockPrices.Benchmarks.CommandLine;
using StockPrices.Reporting;
using StockPrices.Results;
using StockPrices.Reporting.Polling;

namespace StockPrices.Benchmarks.Polling;

/// <summary>
/// <c>polling simulated</c>: the seed's experiment without its races. Each variant (and each N and
/// cost) runs in its own child process; the parent collects the rows, prints the table and saves
/// docs/results/&lt;runtime-os-arch&gt;/polling-simulated-report.json (with handling costs other than
/// zero: polling-simulated-cost-100ms-report.json and so on, so the runs with and without cost sit side by side).
/// </summary>
internal sealed class SimulatedPollingCommand
{
    private readonly PollingOptions _options = new();

    private readonly Option<PollingVariant[]> _variants = CheckedOptions.Names<PollingVariant>("--variants", "variant", "Which variants to run (default: all).");

    private readonly Option<PollingVariant?> _child = new("--child") { Hidden = true };

    public Command Create()
    {
        var command = new Command("simulated", "N simulated connections, data with probability p per poll interval, each message blocking for the cost d; every variant in its own process.");
        _options.AddTo(command);
        command.Options.Add(_variants);
        command.Options.Add(_child);
        command.SetAction(parse => parse.GetValue(_child) is { } variant ? RunChild(_options.Read(parse), variant) : RunAll(parse));
        return command;
    }

    private int RunAll(ParseResult parse)
    {
        var settings = _options.Read(parse);
        var key = settings.Costs.All(cost => cost == TimeSpan.Zero)
            ? ResultsScenarios.PollingSimulated
            : ResultsScenarios.WithCost(ResultsScenarios.PollingSimulated, settings.Costs.Select(DurationText.Format));
        if (_options.Results.Prepare(parse, key, ResultsStore.CurrentEnvironment) is not { } output)
        {
            return App.BadInput;
        }

        var runs = (from cost in settings.Costs
                    from connections in settings.Connections
                    from variant in parse.GetValue(_variants)!.Distinct()
                    select (Variant: variant, Connections: connections, Cost: cost)).ToList();

        Console.WriteLine($"polling simulated: {runs.Count} run(s), each in its own process: {DurationText.Format(settings.WarmUp)} idle, {DurationText.Format(settings.Duration)} offering messages, then up to {DurationText.Format(settings.Drain)} to drain.");
        var started = DateTimeOffset.UtcNow;
        var cellRun = new CellRun(output);
        var cells = cellRun.Run(runs, Name, (run, index, _) => Measure(settings, cellRun, run, index, runs.Count));
        var report = new RunReport(
            key,
            "Many idle connections, simulated (seed 000)",
            started,
            DateTimeOffset.UtcNow - started,
            EnvironmentInfo.Capture(),
            settings.Parameters(),
            [.. cells.Select(cell => cell.Row).OfType<RunReportRow>()],
            [.. cells.Select(cell => cell.Note).OfType<string>()]);
        return output.FinishTable(
            report,
            PollingTables.Simulated(report).ToString(),
            report.Notes.Select(note => "note: " + note),
            report.Rows.Count == runs.Count ? null : $"{report.Rows.Count} of {runs.Count} runs gave a row");
    }

    private static string Name((PollingVariant Variant, int Connections, TimeSpan Cost) run) =>
        $"{run.Variant} at N={run.Connections}, cost {DurationText.Format(run.Cost)}";

    /// <summary>One variant at one N and cost, in its own process: its row, or why it has none.</summary>
    private static (RunReportRow? Row, string? Note) Measure(PollingSettings settings, CellRun cellRun, (PollingVariant Variant, int Connections, TimeSpan Cost) run, int index, int count)
    {
        var name = Name(run);
        Console.WriteLine($"[{index + 1}/{count}] {name}: offering {settings.Workload(run.Connections, run.Cost).OfferedPerSecond:#,0.#} messages/s");
        var resultFile = Path.GetTempFileName();
        var quiet = cellRun.Begin();
        try
        {
            using var child = ChildProcess.Start(settings.ChildLifetime(run.Cost), ["polling", "simulated", "--child", run.Variant.ToString(), .. settings.ChildArguments(run.Connections, run.Cost, resultFile)]);
            var limit = settings.WarmUp + settings.Duration + settings.Drain + (4 * run.Cost) + TimeSpan.FromSeconds(60);
            if (!child.WaitForExit(limit))
            {
                return (null, $"{name}: did not finish within {DurationText.Format(limit)} and was stopped; no row.");
            }

            return child.ExitCode != 0
                ? (null, $"{name}: the run failed (exit code {child.ExitCode}); no row.")
                : (ResultRowFile.Load(resultFile), null);
        }
        finally
        {
            File.Delete(resultFile);
            cellRun.End(quiet, name, $"polling simulated --variants {run.Variant} -n {run.Connections} --cost {DurationText.Format(run.Cost)}");
        }
    }

    private static int RunChild(PollingSettings settings, PollingVariant variant)
    {
        var resultFile = settings.ResultFile ?? throw new InvalidOperationException("--child needs --result-file.");
        var workload = settings.Workload(settings.Connections[0], settings.Costs[0]);
        using var run = new SimulatedPollingRun(variant, workload, settings.WarmUp, settings.Duration, settings.Drain);
        using var sampler = new ResourceSampler(() => run.Counters.Handled, TimeSpan.FromMilliseconds(100), TimeSpan.FromSeconds(1), sample => Console.WriteLine(PollingRows.Progress(sample)));
        var result = run.Execute(CancellationToken.None);
        var (processorTime, peakWorkingSet) = sampler.Stop();

        var window = result.Window.TotalSeconds;
        var metrics = PollingRows.ResourceMetrics(sampler, processorTime, peakWorkingSet, result.LatenciesMilliseconds);
        metrics[PollingMetrics.WindowSeconds] = window;
        metrics[PollingMetrics.Offered] = result.Offered;
        metrics[PollingMetrics.Handled] = result.HandledInWindow;
        metrics[PollingMetrics.HandledPerSecond] = result.HandledInWindow / window;
        metrics[PollingMetrics.HandledOverOffered] = result.Offered == 0 ? double.NaN : result.HandledInWindow / (double)result.Offered;
        metrics[PollingMetrics.PollsPerSecond] = result.PollsInWindow / window;
        metrics[PollingMetrics.SkippedBusy] = result.SkippedBusyInWindow;
        metrics[PollingMetrics.UnhandledAfterDrain] = result.Unhandled;
        ResultRowFile.Save(new RunReportRow(variant.ToString(), PollingRows.Labels(workload.Connections, workload.HandlingCost), metrics), resultFile);

        Console.WriteLine(
            $"offered {result.Offered:#,0}; handled {result.HandledInWindow:#,0} in the window, {result.HandledTotal:#,0} after the drain" +
            (result.DrainedInTime ? string.Empty : " (drain timed out)") + (result.StoppedInTime ? string.Empty : "; work was still running at the stop"));
        return 0;
    }
}
