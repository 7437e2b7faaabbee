using System.CommandLine;
using System.Diagnostics;
using System.Globalization;
using StockPrices.Benchmarks.CommandLine;
using StockPrices.Reporting;
using StockPrices.Reporting.Paired;
using StockPrices.Results;

namespace StockPrices.Benchmarks.Paired;

/// <summary>
/// <c>quick</c>: every paired comparison (<see cref="PairedComparisons"/>: the headline ratios, then machinery vs hop)
/// in this process, in well under two minutes, each figure printed beside the committed reference
/// (docs/results/&lt;environment&gt;/quick-report.json, a <c>quick --save</c> run) with the ones that differ beyond
/// their intervals named. Saves quick-report.json like the other runners.
/// </summary>
internal static class QuickCommand
{
    public const string Name = "quick";

    public const int DefaultRounds = 400;

    /// <summary>The report parameter that records the spin limit the pool measured with.</summary>
    public const string ThreadPoolSpinLimitParameter = "threadPoolSpinLimit";

    public static Command Create()
    {
        var rounds = CheckedOptions.Integer("--rounds", $"Rounds per comparison, one slice of each side per round (fewer than {DefaultRounds}: a partial run, never published).", DefaultRounds, MedianInterval.MinimumCountAt95, 100_000, "-r");
        var slice = CheckedOptions.Duration("--slice", "About how long one slice of calls runs.", TimeSpan.FromMilliseconds(2), TimeSpan.FromMilliseconds(1), TimeSpan.FromMilliseconds(10));
        var warmUpLimit = CheckedOptions.Duration("--warm-up-limit", "The longest a comparison's warm-up waits for tier-1 code and settled times before it measures anyway (and says so).", PairedSettings.DefaultMaximumWarmUp, PairedSettings.MinimumWarmUp, TimeSpan.FromSeconds(60));
        var results = new ResultsOptions();
        var command = new Command(Name, "The paired headline comparisons and the machinery and hop rows, in process, beside the committed reference: ratios with their 95% intervals.")
        {
            rounds, slice, warmUpLimit,
        };
        results.AddTo(command);
        command.SetAction((parse, cancellationToken) =>
        {
            if (results.Prepare(parse, ResultsScenarios.Quick, ResultsStore.CurrentEnvironment) is not { } output)
            {
                return Task.FromResult(App.BadInput);
            }

            var settings = new PairedSettings(parse.GetValue(rounds), parse.GetValue(slice), parse.GetValue(warmUpLimit), Seed: 20);
            return Task.FromResult(Run(settings, output, cancellationToken));
        });
        return command;
    }

    private static int Run(PairedSettings settings, RunOutput output, CancellationToken cancellationToken)
    {
        var spinLimit = PinnedThreadPool.SpinLimit();
        var pinned = spinLimit == PinnedThreadPool.PinnedSpinLimit;
        Console.WriteLine(pinned
            ? "thread pool: idle workers do not spin (spin limit 0), so every hop lands in the same mode (docs/thread-pool-modes.md)"
            : $"thread pool: spin limit {spinLimit?.ToString(CultureInfo.InvariantCulture) ?? "unknown"}, not pinned at 0: the hops land in the mode this process settled into, and the run is not comparable with the reference");
        var reference = Reference(output.Store);
        var started = DateTimeOffset.UtcNow;
        var clock = Stopwatch.StartNew();
        var cases = PairedCases.Create();
        var runner = new PairedRunner(settings);
        var progress = new ProgressLine();
        var rows = new List<RunReportRow>();
        var notes = new List<string>();
        var measured = new List<(PairedComparison Comparison, PairedEstimate Estimate)>();
        foreach (var (pair, index) in cases.Select((pair, index) => (pair, index)))
        {
            progress.Show($"[{index + 1}/{cases.Count}] {pair.Comparison.Id}: {pair.Comparison.Candidate} vs {pair.Comparison.Baseline}, {clock.Elapsed.TotalSeconds:0} s");
            var (estimate, warmUp, _) = runner.Run(pair, cancellationToken);
            measured.Add((pair.Comparison, estimate));
            rows.Add(PairedReportRows.ToRow(pair.Comparison, estimate));
            notes.Add($"{pair.Comparison.Id}: {warmUp.Describe()}; {estimate.RoundsDropped} of {settings.Rounds} rounds dropped as disturbed.");
        }

        progress.Done($"{cases.Count} comparisons in {clock.Elapsed.TotalSeconds:0} s.");
        Console.WriteLine(QuickTable.Build(measured, reference?.Rows));
        notes.ForEach(Console.WriteLine);
        Console.WriteLine(QuickTable.Verdict(measured, reference?.Rows, reference?.Path ?? Path.Combine(ResultsStore.CommittedRelativePath, ResultsStore.CurrentEnvironment, ResultsScenarios.Quick + RunReportFile.Suffix)));
        if (!RunQueueWait.IsAvailable)
        {
            Console.WriteLine("note: no /proc schedstat here, so preempted slices are found by their time alone.");
        }

        var report = new RunReport(
            ResultsScenarios.Quick,
            "Paired comparisons: the headline ratios and the suspension split into machinery and hop",
            started,
            clock.Elapsed,
            EnvironmentInfo.Capture(),
            new Dictionary<string, string>
            {
                ["rounds"] = settings.Rounds.ToString(CultureInfo.InvariantCulture),
                ["sliceMs"] = settings.Slice.TotalMilliseconds.ToString(CultureInfo.InvariantCulture),
                ["seed"] = settings.Seed.ToString(CultureInfo.InvariantCulture),
                [ThreadPoolSpinLimitParameter] = spinLimit?.ToString(CultureInfo.InvariantCulture) ?? "unknown",
                ["interval"] = "95% distribution-free order-statistic interval of the median",
                ["disturbed"] = $"run-queue wait over {DisturbedRounds.Default.RunQueueWaitFraction:P0} of a slice (schedstat: {(RunQueueWait.IsAvailable ? "read" : "unavailable")}), or a slice over {DisturbedRounds.Default.StretchFactor}x the median of the {DisturbedRounds.Default.Window} slices of its side around it",
            },
            rows,
            notes);
        var complete = settings.Rounds >= DefaultRounds && settings.MaximumWarmUp >= PairedSettings.DefaultMaximumWarmUp && pinned;
        return output.Finish(
            report,
            0,
            complete ? RunCompleteness.Complete : RunCompleteness.Partial,
            complete ? null
            : pinned ? $"fewer rounds or a shorter warm-up limit than a reference run's {DefaultRounds} rounds and {PairedSettings.DefaultMaximumWarmUp.TotalSeconds:0} s"
            : "the thread pool's spin limit was not pinned at 0");
    }

    private static (IReadOnlyList<RunReportRow> Rows, string Path)? Reference(ResultsStore store)
    {
        var committed = store.Reports(ResultsScenarios.Quick).Where(r => r.Environment == ResultsStore.CurrentEnvironment).Select(r => r.Report).FirstOrDefault();
        return committed is null ? null
            : (committed.Rows, Path.GetRelativePath(store.RepositoryRoot, store.CommittedReport(ResultsStore.CurrentEnvironment, ResultsScenarios.Quick)));
    }
}
