using System.CommandLine;
using System.Diagnostics;
using System.Globalization;
using StockPrices.Benchmarks.CommandLine;
using StockPrices.Reporting.Paired;
using StockPrices.Results.Paired;
using StockPrices.Results.Quiet;
using StockPrices.Results;

namespace StockPrices.Benchmarks.Paired;

/// <summary>
/// <c>quick</c>: every paired comparison (<see cref="PairedComparisons"/>: the headline ratios, then machinery vs hop)
/// in several launches, every launch a process of its own that measures all of them: a look in under two minutes, or a
/// reference run with several times the launches to publish; each figure printed beside the committed reference
/// (docs/results/&lt;environment&gt;/quick-report.json, a reference run saved with <c>--save</c>)
/// with the ones that differ beyond their intervals named. Saves quick-report.json like the other runners.
/// </summary>
/// <remarks>
/// A process can settle into a state that holds for its life (a hop that costs half as much again, a lookup a tenth
/// slower), so one process's rounds, however many, cannot show how far the next process lands; several launches can
/// (<see cref="PairedEstimate"/>). Warming up takes a launch most of its time, so one warm-up serves every comparison.
/// </remarks>
internal static class QuickCommand
{
    /// <summary>Rounds of a look: <c>quick</c> without <c>--save</c>.</summary>
    public const int DefaultRounds = 400;

    /// <summary>Launches of a look: as many as fit in the two minutes <c>quick</c> may take.</summary>
    public const int DefaultLaunches = 15;

    /// <summary>
    /// The fewest launches of a run that may be published: the launches are what the intervals resample
    /// (<see cref="LaunchBootstrap"/>), so the reference's figures hold from one run to the next only with many of them;
    /// the blocking caller's ratio, whose launches disagree the most, needs them most.
    /// </summary>
    public const int ReferenceLaunches = 60;

    /// <summary>
    /// The fewest rounds of a run that may be published. One launch's rounds agree with each other far more than
    /// launches do, so a reference run has many more launches than a look and fewer rounds in each.
    /// </summary>
    public const int ReferenceRounds = 1000;

    private const int MaximumLaunches = 100;

    private static readonly Option<PairedComparisonId[]> Launch = new("--launch") { Hidden = true, AllowMultipleArgumentsPerToken = true };
    private static readonly Option<int> LaunchNumber = new("--launch-number") { Hidden = true };

    public static Command Create()
    {
        var rounds = CheckedOptions.Integer("--rounds", $"Rounds per comparison on near cores, over all its launches, one slice of each side per round (at least {ReferenceRounds} for a run that may be published).", DefaultRounds, MedianInterval.MinimumCountAt95, 100_000, "-r");
        var launches = CheckedOptions.Integer("--launches", $"Processes each comparison is measured in, its rounds shared between them (at least {ReferenceLaunches} for a run that may be published).", DefaultLaunches, 1, MaximumLaunches);
        var slice = CheckedOptions.Duration("--slice", "About how long one slice of calls runs.", TimeSpan.FromMilliseconds(2), TimeSpan.FromMilliseconds(1), TimeSpan.FromMilliseconds(10));
        var warmUpLimit = CheckedOptions.Duration("--warm-up-limit", "The longest a launch's warm-up waits for tier-1 code before it measures anyway (and says so).", PairedSettings.DefaultMaximumWarmUp, PairedSettings.MinimumWarmUp, TimeSpan.FromSeconds(60));
        var results = new ResultsOptions();
        var command = new Command("quick", "The paired headline comparisons and the machinery and hop rows, each in several processes, beside the committed reference: ratios with their 95% intervals.")
        {
            rounds, launches, slice, warmUpLimit, Launch, LaunchNumber,
        };
        results.AddTo(command);
        command.SetAction((parse, cancellationToken) =>
        {
            var settings = new PairedSettings(parse.GetValue(rounds), parse.GetValue(slice), parse.GetValue(warmUpLimit), Seed: 20);
            var launchCount = parse.GetValue(launches);
            if (parse.GetValue(Launch) is { Length: > 0 } ids)
            {
                return Task.FromResult(RunLaunch(settings with { Rounds = RoundsPerLaunch(settings, launchCount), Seed = settings.Seed + parse.GetValue(LaunchNumber) }, ids, cancellationToken));
            }

            if (results.Publish(parse) != PublishMode.None && WhyNotReference(settings, launchCount) is { } whyNot)
            {
                App.Fail("quick", $"--save, --save-repeat and --save-check publish only a reference run, and this one has {whyNot}: give --launches {ReferenceLaunches} --rounds {ReferenceRounds}");
                return Task.FromResult(App.BadInput);
            }

            if (results.Prepare(parse, ResultsScenarios.Quick, ResultsStore.CurrentEnvironment) is not { } output)
            {
                return Task.FromResult(App.BadInput);
            }

            return Task.FromResult(Run(settings, launchCount, output));
        });
        return command;
    }

    /// <summary>
    /// A launch: the comparisons measured in this process, in an order of their own (so that no comparison always
    /// follows the same one), handed to the parent as one line.
    /// </summary>
    private static int RunLaunch(PairedSettings settings, PairedComparisonId[] ids, CancellationToken cancellationToken)
    {
        var random = new Random(settings.Seed);
        var subjects = new PairedComparisons.Subjects();
        var pairs = PairedComparisons.OnThisRuntime.Where(comparison => ids.Contains(comparison.Id)).OrderBy(_ => random.Next())
            .Select(comparison => (comparison.Id, comparison.Sides(subjects)))
            .ToList();
        using var crossCore = new CrossCoreRoundTrip();
        Console.WriteLine(PairedLaunch.ToLine(new PairedRunner(settings, crossCore).Run(pairs, cancellationToken)));
        return 0;
    }

    private static int Run(PairedSettings settings, int launchCount, RunOutput output)
    {
        var reference = Reference(output.Store);
        var referencePath = Path.Combine(ResultsStore.CommittedRelativePath, ResultsStore.CurrentEnvironment, ResultsScenarios.Quick + RunReportFile.Suffix);
        var started = DateTimeOffset.UtcNow;
        var clock = Stopwatch.StartNew();
        var comparisons = PairedComparisons.OnThisRuntime;
        var cells = Enumerable.Range(1, launchCount).Select(launch => new Cell(launch, comparisons)).ToList();
        var progress = new ProgressLine();
        // One quiet-machine reading per launch: a host that slows the machine for part of a run (it moves both sides'
        // times, not always alike) is caught in the launches it touched, which are measured again before publishing.
        var monitor = output.Recorder.QuietMachine;
        // A stop request ends the run with no table: the launches measured so far are not the run asked for.
        List<LaunchResult> Launches(IReadOnlyList<Cell> cells, int offset, int count)
        {
            var launches = new CellRun(output).Run(
                cells,
                ReadingName,
                (cell, index, _) =>
                {
                    progress.Show($"[{offset + index + 1}/{count}] launch {cell.Launch}{(cell.Launch > launchCount ? " (one more)" : $" of {launchCount}")}: {cell.Comparisons.Count} comparisons, {clock.Elapsed.TotalSeconds:0} s");
                    var watch = monitor.Begin();
                    var launch = Measure(cell, settings, launchCount);
                    monitor.End(watch, ReadingName(cell), "quick");
                    return launch;
                });
            StopSignal.Token.ThrowIfCancellationRequested();
            return [.. launches];
        }

        var measured = Launches(cells, 0, cells.Count);

        // Near and distant are judged against the whole run's fastest round trip. A launch that lived while the host held
        // the cores apart judged its rounds near against its own fastest; the comparisons it left short of their rounds
        // on near cores get one more launch.
        var fastestRoundTrip = Fastest(measured);
        var shortOfNear = comparisons
            .Where(comparison => NearRounds(Measured(measured, comparison), fastestRoundTrip) < settings.Rounds)
            .ToList();
        if (shortOfNear.Count > 0)
        {
            measured.AddRange(Launches([new Cell(launchCount + 1, shortOfNear)], cells.Count, cells.Count + 1));
            fastestRoundTrip = Fastest(measured);
        }

        progress.Done($"{comparisons.Count} comparisons in {launchCount} launches{(shortOfNear.Count == 0 ? string.Empty : $", {shortOfNear.Count} of them in one more")}, in {clock.Elapsed.TotalSeconds:0} s.");
        var failed = measured.Where(m => m.Failure is not null).Select(m => $"{ReadingName(m.Cell)}: {m.Failure}").ToList();
        var launches = comparisons.SelectMany(comparison => Measured(measured, comparison)).ToLookup(launch => launch.Comparison);
        var estimated = comparisons.Where(comparison => launches.Contains(comparison.Id)).Select(comparison =>
        {
            var rounds = launches[comparison.Id].Select(l => l.Rounds).ToList();
            return (Comparison: comparison, Launches: launches[comparison.Id].ToList(), Estimate: PairedEstimate.From(rounds, fastestRoundTrip));
        }).ToList();
        var rows = estimated.Select(m => PairedReportRows.ToRow(m.Comparison.Id, m.Comparison.Baseline, m.Comparison.Candidate, m.Comparison.Unit, m.Estimate)).ToList();
        var notes = estimated.Select(m => Note(m.Comparison, m.Launches, m.Estimate, fastestRoundTrip)).Concat(failed).ToList();
        Console.WriteLine(QuickTable.Build(rows, reference));
        notes.ForEach(Console.WriteLine);
        Console.WriteLine(rows.Count == 0 ? "No comparison was measured." : QuickTable.Verdict(rows, reference, referencePath));
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
                ["launches"] = launchCount.ToString(CultureInfo.InvariantCulture),
                ["sliceMs"] = settings.Slice.TotalMilliseconds.ToString(CultureInfo.InvariantCulture),
                ["seed"] = settings.Seed.ToString(CultureInfo.InvariantCulture),
                ["interval"] = $"95% percentile interval of the median of the pooled rounds from a two-stage bootstrap: launches drawn with replacement, then rounds within each ({LaunchBootstrap.Resamples} resamples, fixed seed)",
                ["fastestCrossCoreRoundTripNs"] = fastestRoundTrip.ToString("0.0", CultureInfo.InvariantCulture),
                ["distantCores"] = $"a round whose cross-core round trip took over {CrossCoreRoundTrip.DistantFactor}x the run's fastest; estimated apart",
                ["disturbed"] = $"run-queue wait over {DisturbedRounds.RunQueueWaitFraction:P0} of a slice (schedstat: {(RunQueueWait.IsAvailable ? "read" : "unavailable")}), or a slice over {DisturbedRounds.StretchFactor}x the median of the {DisturbedRounds.Window} slices of its side around it; only for a side that runs on the calling thread",
            },
            rows,
            notes);
        var whyPartial = failed.Count > 0 ? "not every launch was measured" : WhyNotReference(settings, launchCount);
        return output.Finish(report, failed.Count == 0 ? 0 : 1, whyPartial is null ? RunCompleteness.Complete : RunCompleteness.Partial, whyPartial);
    }

    /// <summary>What <paramref name="settings"/> lack to make a reference run, or null when they make one.</summary>
    private static string? WhyNotReference(PairedSettings settings, int launchCount) =>
        settings.Rounds >= ReferenceRounds && launchCount >= ReferenceLaunches && settings.MaximumWarmUp >= PairedSettings.DefaultMaximumWarmUp ? null
            : $"fewer rounds, launches or a shorter warm-up limit than a reference run's {ReferenceRounds} rounds in {ReferenceLaunches} launches and {PairedSettings.DefaultMaximumWarmUp.TotalSeconds:0} s ({settings.Rounds} rounds in {launchCount} launches and {settings.MaximumWarmUp.TotalSeconds:0.#} s)";

    /// <summary>One launch of <paramref name="cell"/>'s comparisons in a process of its own: their rounds, or why it has none.</summary>
    private static LaunchResult Measure(Cell cell, PairedSettings settings, int launchCount)
    {
        // Warm-up, then for each comparison its settling and at most three times its rounds, each two slices and a round
        // trip; a minute more for the start.
        var perComparison = PairedSettings.MaximumSettle + (settings.Slice * 3 * RoundsPerLaunch(settings, launchCount) * PairedSettings.MaximumRoundsPerNearRound);
        var limit = settings.MaximumWarmUp + (perComparison * cell.Comparisons.Count) + TimeSpan.FromSeconds(60);
        using var child = ChildProcess.Start(
            limit,
            ["quick", "--launch-number", cell.Launch.ToString(CultureInfo.InvariantCulture), "--launch", .. cell.Comparisons.Select(comparison => comparison.Id.ToString()),
             "--rounds", settings.Rounds.ToString(CultureInfo.InvariantCulture), "--launches", launchCount.ToString(CultureInfo.InvariantCulture), "--slice", DurationText.Format(settings.Slice), "--warm-up-limit", DurationText.Format(settings.MaximumWarmUp)],
            PairedLaunch.LinePrefix);
        var line = child.WaitForLine(PairedLaunch.LinePrefix, limit);
        var ended = child.WaitForExit(TimeSpan.FromSeconds(10));
        return line is not null && ended && child.ExitCode == 0 ? new LaunchResult(cell, PairedLaunch.FromLine(line), null)
            : new LaunchResult(cell, [], !ended ? $"did not finish within {DurationText.Format(limit)} and was stopped" : $"ended without its rounds (exit code {child.ExitCode})");
    }

    private static string Note(PairedComparison comparison, IReadOnlyList<PairedLaunch> launches, PairedEstimate estimate, double fastestRoundTrip)
    {
        var ratios = PairedEstimate.LaunchRatios([.. launches.Select(l => l.Rounds)], fastestRoundTrip);
        var unsettled = launches.Count(l => !l.Settled);
        var warmUps = string.Join(", ", launches.Select(l => l.WarmUp.TotalMilliseconds.ToString("0", CultureInfo.InvariantCulture)));
        return $"{comparison.Id}: {launches.Count} launches, {PairedLaunchRatios.Format(ratios)}; " +
            $"warm-ups {warmUps} ms{(unsettled == 0 ? string.Empty : $" ({unsettled} stopped at the limit before per-call times settled or the JIT fell quiet)")}; " +
            $"{estimate.RoundsDropped} of {launches.Sum(l => l.Rounds.Count)} rounds dropped as disturbed, {estimate.RoundsOnDistantCores} on distant cores; " +
            $"cross-core round trip median {(launches.SelectMany(l => l.Rounds).Select(r => r.CrossCoreRoundTripNanoseconds).ToList() is { Count: > 0 } roundTrips ? Median.Of(roundTrips) : double.NaN):0} ns.";
    }

    private static IEnumerable<PairedLaunch> Measured(IEnumerable<LaunchResult> measured, PairedComparison comparison) =>
        measured.SelectMany(m => m.Comparisons).Where(launch => launch.Comparison == comparison.Id);

    private static double Fastest(IEnumerable<LaunchResult> measured) =>
        measured.SelectMany(m => m.Comparisons).Select(launch => launch.FastestRoundTrip).DefaultIfEmpty(double.PositiveInfinity).Min();

    private static int NearRounds(IEnumerable<PairedLaunch> launches, double fastestRoundTrip) =>
        launches.Sum(launch => launch.Rounds.Count(round => !round.IsOnDistantCores(fastestRoundTrip)));

    /// <summary>A launch's share of the comparison's rounds on near cores.</summary>
    private static int RoundsPerLaunch(PairedSettings settings, int launchCount) => (settings.Rounds + launchCount - 1) / launchCount;

    /// <summary>A launch: one process that measures <paramref name="Comparisons"/>.</summary>
    private sealed record Cell(int Launch, IReadOnlyList<PairedComparison> Comparisons);

    /// <summary>What a launch measured (each comparison's rounds), or, with none, why it has none.</summary>
    private sealed record LaunchResult(Cell Cell, IReadOnlyList<PairedLaunch> Comparisons, string? Failure);

    private static string ReadingName(Cell cell) => $"launch {cell.Launch}";

    private static IReadOnlyList<RunReportRow>? Reference(ResultsStore store) =>
        store.Reports(ResultsScenarios.Quick).Where(r => r.Environment == ResultsStore.CurrentEnvironment).Select(r => r.Report.Rows).FirstOrDefault();
}
