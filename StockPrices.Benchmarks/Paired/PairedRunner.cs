using System.Diagnostics;
using StockPrices.Results.Paired;
using StockPrices.Results.Quiet;

namespace StockPrices.Benchmarks.Paired;

/// <summary>
/// Runs one launch in this process: warms every side of the comparisons up to tier-1 code together, then calibrates
/// each comparison's sides' slices to about <see cref="PairedSettings.Slice"/> and waits for their times to settle, then
/// measures all comparisons interleaved: sweeps of one round per comparison, each round one slice per side in random
/// order, until every comparison has <see cref="PairedSettings.Rounds"/> rounds on near cores (<see cref="DistantCores"/>,
/// judged against the fastest round trip so far) or <see cref="PairedSettings.MaximumRoundsPerNearRound"/> times as many
/// rounds; it times each slice and reads the run-queue wait (<see cref="RunQueueWait"/>) around it, and before each
/// round the cross-core round trip (<see cref="CrossCoreRoundTrip"/>).
/// </summary>
/// <remarks>
/// Warm-up runs a slice of every side in turn until it has run <see cref="PairedSettings.MinimumWarmUp"/> and the
/// runtime has compiled no method for <see cref="PairedSettings.QuietJit"/>
/// (<see cref="System.Runtime.JitInfo.GetCompiledMethodCount"/> counts tier-1 recompilations too, so a quiet count means
/// the background tiering is done). A comparison's times have settled when each side's median time per call over its
/// last five slices is within <see cref="PairedSettings.SettledWithin"/> of the five before.
/// </remarks>
internal sealed class PairedRunner(PairedSettings settings, CrossCoreRoundTrip crossCore)
{
    // Every slice's result is kept, so that no call's work can be dropped as unused.
    private int _sink;

    public IReadOnlyList<PairedLaunch> Run(IReadOnlyList<(PairedComparisonId Id, (PairedSide Baseline, PairedSide Candidate) Sides)> pairs, CancellationToken cancellationToken)
    {
        var (warmUp, jitQuiet) = WarmUp(pairs.SelectMany(pair => new[] { pair.Sides.Baseline, pair.Sides.Candidate }).Distinct().ToList(), cancellationToken);
        var measuring = pairs.Select(pair =>
        {
            var calls = (Baseline: Calibrate(pair.Sides.Baseline), Candidate: Calibrate(pair.Sides.Candidate));
            return new Measuring(pair.Sides, calls, Settle(pair.Sides, calls, cancellationToken), []);
        }).ToList();
        Rounds(measuring, cancellationToken);
        return [.. pairs.Zip(measuring, (pair, m) => new PairedLaunch(pair.Id, warmUp + m.Settled.Elapsed, jitQuiet && m.Settled.Settled, m.Rounds, crossCore.Fastest))];
    }

    /// <summary>
    /// Sweeps of one round of every comparison still short of its rounds, in an order drawn for each sweep, so that a
    /// comparison's rounds spread over the whole launch rather than one block of it.
    /// </summary>
    private void Rounds(IReadOnlyList<Measuring> measuring, CancellationToken cancellationToken)
    {
        var random = new Random(settings.Seed);
        var near = new int[measuring.Count];
        bool Open(int i) => near[i] < settings.Rounds && measuring[i].Rounds.Count < settings.Rounds * PairedSettings.MaximumRoundsPerNearRound;
        while (Enumerable.Range(0, measuring.Count).Where(Open).ToList() is { Count: > 0 } open)
        {
            foreach (var i in open.OrderBy(_ => random.Next()))
            {
                cancellationToken.ThrowIfCancellationRequested();
                var round = Round(measuring[i], random);
                if (!CrossCoreRoundTrip.IsDistant(round.CrossCoreRoundTripNanoseconds, crossCore.Fastest))
                {
                    near[i]++;
                }

                measuring[i].Rounds.Add(round);
            }
        }
    }

    /// <summary>One slice of each side, in an order drawn at random, after a cross-core round trip.</summary>
    private PairedRound Round(Measuring measuring, Random random)
    {
        var (pair, (baselineCalls, candidateCalls)) = (measuring.Sides, measuring.Calls);
        var roundTrip = crossCore.Measure();
        (double Time, double Wait) baseline, candidate;
        if (random.Next(2) == 0)
        {
            baseline = Slice(pair.Baseline, baselineCalls);
            candidate = Slice(pair.Candidate, candidateCalls);
        }
        else
        {
            candidate = Slice(pair.Candidate, candidateCalls);
            baseline = Slice(pair.Baseline, baselineCalls);
        }

        return new PairedRound(baselineCalls, baseline.Time, baseline.Wait, candidateCalls, candidate.Time, candidate.Wait, roundTrip);
    }

    /// <summary>How long warm-up ran, and whether the JIT fell quiet before <see cref="PairedSettings.MaximumWarmUp"/>.</summary>
    private (TimeSpan Elapsed, bool JitQuiet) WarmUp(IReadOnlyList<PairedSide> sides, CancellationToken cancellationToken)
    {
        var clock = Stopwatch.StartNew();
        var compiled = System.Runtime.JitInfo.GetCompiledMethodCount();
        var lastCompiled = TimeSpan.Zero;
        var calls = sides.Select(Calibrate).ToList();
        while (clock.Elapsed < settings.MaximumWarmUp)
        {
            cancellationToken.ThrowIfCancellationRequested();
            for (var i = 0; i < sides.Count; i++)
            {
                Slice(sides[i], calls[i]);
            }

            if (System.Runtime.JitInfo.GetCompiledMethodCount() is var now && now != compiled)
            {
                (compiled, lastCompiled) = (now, clock.Elapsed);
            }
            else if (clock.Elapsed >= PairedSettings.MinimumWarmUp && clock.Elapsed - lastCompiled >= PairedSettings.QuietJit)
            {
                return (clock.Elapsed, true);
            }
        }

        return (clock.Elapsed, false);
    }

    /// <summary>Slices of both sides, at their tier-1 sizes, until their times per call settle or <see cref="PairedSettings.MaximumSettle"/> passes.</summary>
    private (TimeSpan Elapsed, bool Settled) Settle((PairedSide Baseline, PairedSide Candidate) pair, (int Baseline, int Candidate) calls, CancellationToken cancellationToken)
    {
        var clock = Stopwatch.StartNew();
        var (baselineCalls, candidateCalls) = calls;
        var baseline = new List<double>();
        var candidate = new List<double>();
        while (clock.Elapsed < PairedSettings.MaximumSettle)
        {
            cancellationToken.ThrowIfCancellationRequested();
            baseline.Add(Slice(pair.Baseline, baselineCalls).Time / baselineCalls);
            candidate.Add(Slice(pair.Candidate, candidateCalls).Time / candidateCalls);
            if (Settled(baseline) && Settled(candidate))
            {
                return (clock.Elapsed, true);
            }
        }

        return (clock.Elapsed, false);
    }

    private static bool Settled(List<double> perCall)
    {
        if (perCall.Count < 10)
        {
            return false;
        }

        var last = MedianOfFive(perCall.Skip(perCall.Count - 5));
        var before = MedianOfFive(perCall.Skip(perCall.Count - 10).Take(5));
        return Math.Abs((last / before) - 1) <= PairedSettings.SettledWithin;
    }

    private static double MedianOfFive(IEnumerable<double> values) => values.Order().ElementAt(2);

    /// <summary>
    /// Calls per slice for a slice of about <see cref="PairedSettings.Slice"/>: doubled until a slice takes half of it,
    /// then scaled by the median of three slices of that many calls (one slow slice does not set the size).
    /// </summary>
    private int Calibrate(PairedSide side)
    {
        var target = settings.Slice.TotalNanoseconds;
        var calls = 1;
        while (calls < 1 << 24 && Slice(side, calls).Time < target / 2)
        {
            calls *= 2;
        }

        var time = new[] { Slice(side, calls).Time, Slice(side, calls).Time, Slice(side, calls).Time }.Order().ElementAt(1);
        return Math.Max(1, (int)Math.Round(calls * target / Math.Max(time, 1)));
    }

    private (double Time, double Wait) Slice(PairedSide side, int calls)
    {
        var waitBefore = RunQueueWait.Read();
        var start = Stopwatch.GetTimestamp();
        _sink += side.RunSlice(calls);
        var time = Stopwatch.GetElapsedTime(start).TotalNanoseconds;
        return (time, side.OnCallingThread ? RunQueueWait.Read() - waitBefore : double.NaN);
    }

    /// <summary>A comparison being measured in this launch: its sides' calls per slice, how its settling ended, and its rounds so far.</summary>
    private sealed record Measuring((PairedSide Baseline, PairedSide Candidate) Sides, (int Baseline, int Candidate) Calls, (TimeSpan Elapsed, bool Settled) Settled, List<PairedRound> Rounds);
}
