using System.Diagnostics;
using Concurrency.Ring;
using StockPrices.Benchmarks.CommandLine;
using StockPrices.Reporting;
using StockPrices.Results;

namespace StockPrices.Benchmarks.Ring;

/// <summary>
/// Runs every contender on every (n, m) cell, smallest cells first, each in its own process. A cell is
/// skipped, and says so, when the contender is absent, when n is over the OS-thread or process cap, or
/// when its time predicted from the contender's previous cell is over the per-cell budget or the run's
/// budget is spent; a run that overruns is killed and marked. Nothing is shrunk silently. Each measured cell takes
/// one quiet-machine reading; the ring's own processes are the app's tree, so only other work counts as foreign.
/// </summary>
internal sealed class RingSession(RingSettings settings, CellRun cellRun)
{
    private readonly Dictionary<string, (double NanosecondsPerHop, double SetupNanosecondsPerNode)> _pace = [];
    private readonly Stopwatch _clock = new();

    /// <summary>How often a cell still running says so.</summary>
    private static readonly TimeSpan ProgressInterval = TimeSpan.FromSeconds(10);

    public TimeSpan Elapsed => _clock.Elapsed;

    /// <summary>
    /// Every cell in order, then, for a run that will be published, the cells the quiet-machine gate found disturbed
    /// again (<see cref="CellRun"/>). A cell measured again is not held to the run's budget, which its first
    /// measurement already counted against: it is limited by its own cell budget.
    /// </summary>
    public Task<IReadOnlyList<RingCellResult>> RunAsync(CancellationToken cancellationToken)
    {
        _clock.Start();
        var cells = settings.Nodes
            .SelectMany(n => settings.Messages.Select(m => (Nodes: n, Messages: m)))
            .OrderBy(cell => (long)cell.Nodes * cell.Messages)
            .ThenBy(cell => cell.Nodes)
            .SelectMany(cell => settings.Contenders.Select(contender => (Contender: contender, cell.Nodes, cell.Messages)))
            .ToList();
        return cellRun.RunAsync(
            cells,
            cell => ReadingName(cell.Contender, cell.Nodes, cell.Messages),
            (cell, index, again) => MeasureCellAsync(cell.Contender, cell.Nodes, cell.Messages, index, cells.Count, again, cancellationToken));
    }

    private static string ReadingName(RingContender contender, int nodes, int messages) => $"{contender.Name} n={nodes} m={messages}";

    private async Task<RingCellResult> MeasureCellAsync(RingContender contender, int nodes, int messages, int index, int total, bool again, CancellationToken cancellationToken)
    {
        cancellationToken.ThrowIfCancellationRequested();
        var load = LoadAverage.ReadOneMinute() ?? "";
        var prefix = $"[{index + 1}/{total}] {contender.Name} n={nodes:#,0} m={messages:#,0}";
        RingCellResult result;
        if (SkipReason(contender, nodes, messages, again) is var (outcome, reason))
        {
            result = new RingCellResult(contender, nodes, messages, outcome, reason, null, 0);
        }
        else
        {
            var started = Stopwatch.StartNew();
            using var progress = new Timer(_ => Console.WriteLine($"// still running: {prefix}, {started.Elapsed.TotalSeconds:0} s"), null, ProgressInterval, ProgressInterval);
            var quiet = cellRun.Begin();
            result = await MeasureAsync(contender, nodes, messages, again, cancellationToken);
            cellRun.End(quiet, ReadingName(contender, nodes, messages), $"ring -i {contender.Name} -n {nodes} -m {messages}");
        }

        // The load average is kept with the cell, not printed: the ring's own threads and processes count in it.
        result = result with { LoadAverage = load };
        Console.WriteLine(result.Median is { } median
            ? $"{prefix}: {median.NanosecondsPerHop(result.Hops):#,0.0} ns/hop, {median.Result.TotalNanoseconds / 1e9:0.00} s"
            : $"{prefix}: {result.Status}");
        return result;
    }

    private (RingCellOutcome Outcome, string Reason)? SkipReason(RingContender contender, int nodes, int messages, bool again)
    {
        if (contender.Missing is { } missing)
        {
            return (RingCellOutcome.Skipped, $"skipped: {missing}");
        }

        if (contender.Kind == RingKind.OsThreads && nodes > settings.MaxOsThreads)
        {
            return (RingCellOutcome.Skipped, $"skipped: n over the OS-thread cap ({settings.MaxOsThreads:#,0}, --max-os-threads)");
        }

        if (contender.Kind == RingKind.Processes && nodes > settings.MaxProcesses)
        {
            return (RingCellOutcome.Skipped, $"skipped: n over the process cap ({settings.MaxProcesses:#,0}, --max-processes)");
        }

        if (!again && _clock.Elapsed >= settings.TotalBudget)
        {
            return (RingCellOutcome.CutShort, $"skipped: over budget (the run's {settings.TotalBudget.TotalSeconds:0} s were spent)");
        }

        if (_pace.TryGetValue(contender.Name, out var pace))
        {
            var predicted = TimeSpan.FromSeconds(settings.Repeat * ((pace.NanosecondsPerHop * nodes * messages) + (pace.SetupNanosecondsPerNode * nodes)) / 1e9);
            if (predicted > settings.CellBudget)
            {
                return (RingCellOutcome.Skipped, $"skipped: over budget (about {predicted.TotalSeconds:#,0} s predicted > {settings.CellBudget.TotalSeconds:0} s per cell)");
            }
        }

        return null;
    }

    private async Task<RingCellResult> MeasureAsync(RingContender contender, int nodes, int messages, bool again, CancellationToken cancellationToken)
    {
        var measurements = new List<RingMeasurement>();
        for (var run = 0; run < settings.Repeat; run++)
        {
            // Twice the cell's budget: a prediction may be off, but a run may not hold the machine for long; and never
            // past the whole run's budget, so --repeat x --cell-budget cannot outlast --budget inside one cell.
            var left = again ? settings.CellBudget * 2 : settings.TotalBudget - _clock.Elapsed;
            if (left <= TimeSpan.Zero)
            {
                return new RingCellResult(contender, nodes, messages, RingCellOutcome.CutShort, $"stopped: over budget (the run's {settings.TotalBudget.TotalSeconds:0} s were spent)", null, run);
            }

            var limit = settings.CellBudget * 2 < left ? settings.CellBudget * 2 : left;
            var (measurement, outcome, failure) = await RingChildRun.RunAsync(contender, nodes, messages, limit, cancellationToken);
            if (measurement is null)
            {
                return new RingCellResult(contender, nodes, messages, outcome, failure!, null, run);
            }

            measurements.Add(measurement);
        }

        var hops = (long)nodes * messages;
        var median = measurements.OrderBy(m => m.Result.MessagingNanoseconds).ElementAt(measurements.Count / 2);
        _pace[contender.Name] = (median.NanosecondsPerHop(hops), (double)median.Result.SetupNanoseconds / nodes);
        return new RingCellResult(contender, nodes, messages, RingCellOutcome.Measured, StockPrices.Reporting.Ring.RingReportKeys.StatusOk, median, measurements.Count);
    }
}
