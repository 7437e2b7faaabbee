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
    public const int DefaultRounds = 400;

    public static Command Create()
    {
        var rounds = CheckedOptions.Integer("--rounds", $"Rounds per comparison on near cores, one slice of each side per round (fewer than {DefaultRounds}: a partial run, never published).", DefaultRounds, MedianInterval.MinimumCountAt95, 100_000, "-r");
        var slice = CheckedOptions.Duration("--slice", "About how long one slice of calls runs.", TimeSpan.FromMilliseconds(2), TimeSpan.FromMilliseconds(1), TimeSpan.FromMilliseconds(10));
        var warmUpLimit = CheckedOptions.Duration("--warm-up-limit", "The longest a comparison's warm-up waits for tier-1 code and settled times before it measures anyway (and says so).", PairedSettings.DefaultMaximumWarmUp, PairedSettings.MinimumWarmUp, TimeSpan.FromSeconds(60));
        var results = new ResultsOptions();
        var command = new Command("quick", "The paired headline comparisons and the machinery and hop rows, in process, beside the committed reference: ratios with their 95% intervals.")
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
        var reference = Reference(output.Store);
        var started = DateTimeOffset.UtcNow;
        var clock = Stopwatch.StartNew();
        var cases = PairedCases.Create();
        using var crossCore = new CrossCoreRoundTrip();
        var runner = new PairedRunner(settings, crossCore);
        var progress = new ProgressLine();
        // One quiet-machine reading per comparison: a host that slows the machine for part of a run (it moves both sides'
        // times, not always alike) is caught in the comparisons it touched, which are measured again before publishing.
        var monitor = output.Recorder.QuietMachine;
        var runs = DisturbedCellReruns.Run(
            cases,
            ReadingName,
            (pair, index, _) =>
            {
                progress.Show($"[{index + 1}/{cases.Count}] {pair.Comparison.Id}: {pair.Comparison.Candidate} vs {pair.Comparison.Baseline}, {clock.Elapsed.TotalSeconds:0} s");
                var watch = monitor.Begin();
                var run = runner.Run(pair, cancellationToken);
                monitor.End(watch, ReadingName(pair), "quick");
                return run;
            },
            monitor,
            output.Publishes);

        // Near and distant are judged against the whole run's fastest round trip, so the first comparison is judged like
        // the last; one that counted rounds as near before the run met that round trip gets more rounds now (outside its
        // quiet-machine reading: a handful of rounds, since the round trip warms up before the first).
        var fastestRoundTrip = crossCore.Fastest;
        foreach (var run in runs.Where(run => runner.NeedsTopUp(run, fastestRoundTrip)))
        {
            progress.Show($"{run.Pair.Comparison.Id}: more rounds on near cores, {clock.Elapsed.TotalSeconds:0} s");
            runner.TopUp(run, fastestRoundTrip, cancellationToken);
        }

        progress.Done($"{cases.Count} comparisons in {clock.Elapsed.TotalSeconds:0} s.");
        var measured = runs.Select(run => (run.Pair.Comparison, Estimate: PairedEstimate.From(run.Rounds, DisturbedRounds.Default, DistantCores.Default.Find(run.Rounds, fastestRoundTrip)))).ToList();
        var rows = measured.Select(m => PairedReportRows.ToRow(m.Comparison, m.Estimate)).ToList();
        var notes = runs.Zip(measured, (run, m) =>
                $"{run.Pair.Comparison.Id}: {run.WarmUp.Describe()}; {m.Estimate.RoundsDropped} of {run.Rounds.Count} rounds dropped as disturbed, {m.Estimate.RoundsOnDistantCores} on distant cores; cross-core round trip median {SampleMedian.Of(run.Rounds.Select(r => r.CrossCoreRoundTripNanoseconds)):0} ns.")
            .ToList();
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
                ["interval"] = "95% distribution-free order-statistic interval of the median",
                ["fastestCrossCoreRoundTripNs"] = fastestRoundTrip.ToString("0.0", CultureInfo.InvariantCulture),
                ["distantCores"] = $"a round whose cross-core round trip took over {DistantCores.Default.Factor}x the run's fastest; estimated apart",
                ["disturbed"] = $"run-queue wait over {DisturbedRounds.Default.RunQueueWaitFraction:P0} of a slice (schedstat: {(RunQueueWait.IsAvailable ? "read" : "unavailable")}), or a slice over {DisturbedRounds.Default.StretchFactor}x the median of the {DisturbedRounds.Default.Window} slices of its side around it",
            },
            rows,
            notes);
        var complete = settings.Rounds >= DefaultRounds && settings.MaximumWarmUp >= PairedSettings.DefaultMaximumWarmUp;
        return output.Finish(
            report,
            0,
            complete ? RunCompleteness.Complete : RunCompleteness.Partial,
            complete ? null : $"fewer rounds or a shorter warm-up limit than a reference run's {DefaultRounds} rounds and {PairedSettings.DefaultMaximumWarmUp.TotalSeconds:0} s");
    }

    private static string ReadingName(PairedCase pair) => pair.Comparison.Id.ToString();

    private static (IReadOnlyList<RunReportRow> Rows, string Path)? Reference(ResultsStore store)
    {
        var committed = store.Reports(ResultsScenarios.Quick).Where(r => r.Environment == ResultsStore.CurrentEnvironment).Select(r => r.Report).FirstOrDefault();
        return committed is null ? null
            : (committed.Rows, Path.GetRelativePath(store.RepositoryRoot, store.CommittedReport(ResultsStore.CurrentEnvironment, ResultsScenarios.Quick)));
    }
}
