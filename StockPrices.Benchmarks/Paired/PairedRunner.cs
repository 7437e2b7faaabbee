using System.Diagnostics;
using StockPrices.Reporting.Paired;

namespace StockPrices.Benchmarks.Paired;

/// <summary>
/// Runs one paired comparison in this process: warms both sides up to tier-1 code, calibrates each side's slice to
/// about <see cref="PairedSettings.Slice"/>, then runs rounds of one slice per side in random order until
/// <see cref="PairedSettings.Rounds"/> of them ran on near cores (<see cref="DistantCores"/>), or
/// <see cref="PairedSettings.MaximumRoundsPerNearRound"/> times as many rounds ran, timing each slice and reading the run-queue wait (<see cref="RunQueueWait"/>) around it, and
/// before each round the cross-core round trip (<see cref="CrossCoreRoundTrip"/>).
/// </summary>
/// <remarks>
/// Warm-up ends when three things hold: it has run <see cref="PairedSettings.MinimumWarmUp"/>, the runtime has
/// compiled no method for <see cref="PairedSettings.QuietJit"/> (<see cref="System.Runtime.JitInfo.GetCompiledMethodCount"/>
/// counts tier-1 recompilations too, so a quiet count means the background tiering is done), and each side's median
/// time per call over its last five slices is within <see cref="PairedSettings.SettledWithin"/> of the five before.
/// </remarks>
internal sealed class PairedRunner(PairedSettings settings, CrossCoreRoundTrip crossCore)
{
    // Every slice's result is kept, so that no call's work can be dropped as unused.
    private int _sink;

    public int Sink => _sink;

    public PairedRun Run(PairedCase pair, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(pair);
        var warmUp = WarmUp(pair, cancellationToken);
        var run = new PairedRun(pair, warmUp, Calibrate(pair.Baseline), Calibrate(pair.Candidate), new List<PairedRound>(settings.Rounds));
        AddRounds(run, () => crossCore.Fastest, cancellationToken);
        return run;
    }

    /// <summary>
    /// Adds rounds to <paramref name="run"/> until it has its rounds on near cores as judged against
    /// <paramref name="fastestRoundTrip"/>, within the same limit: a comparison measured before the run met its fastest
    /// round trip counted rounds as near that the whole run's judgement finds distant.
    /// </summary>
    public void TopUp(PairedRun run, double fastestRoundTrip, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(run);
        AddRounds(run, () => fastestRoundTrip, cancellationToken);
    }

    /// <summary>Whether <see cref="TopUp"/> would add rounds to <paramref name="run"/>.</summary>
    public bool NeedsTopUp(PairedRun run, double fastestRoundTrip)
    {
        ArgumentNullException.ThrowIfNull(run);
        return Wants(run.Rounds.Count, NearRounds(run, fastestRoundTrip));
    }

    private bool Wants(int rounds, int onNearCores) =>
        onNearCores < settings.Rounds && rounds < settings.Rounds * PairedSettings.MaximumRoundsPerNearRound;

    private static int NearRounds(PairedRun run, double fastestRoundTrip) =>
        run.Rounds.Count(round => !DistantCores.Default.IsDistant(round.CrossCoreRoundTripNanoseconds, fastestRoundTrip));

    /// <param name="fastestRoundTrip">What a round's round trip is judged against when it is measured.</param>
    private void AddRounds(PairedRun run, Func<double> fastestRoundTrip, CancellationToken cancellationToken)
    {
        var (pair, rounds) = (run.Pair, run.Rounds);
        var random = new Random(settings.Seed + rounds.Count);
        var near = NearRounds(run, fastestRoundTrip());
        while (Wants(rounds.Count, near))
        {
            cancellationToken.ThrowIfCancellationRequested();
            var roundTrip = crossCore.Measure();
            if (!DistantCores.Default.IsDistant(roundTrip, fastestRoundTrip()))
            {
                near++;
            }

            (double Time, double Wait) baseline, candidate;
            if (random.Next(2) == 0)
            {
                baseline = Slice(pair.Baseline, run.BaselineCalls);
                candidate = Slice(pair.Candidate, run.CandidateCalls);
            }
            else
            {
                candidate = Slice(pair.Candidate, run.CandidateCalls);
                baseline = Slice(pair.Baseline, run.BaselineCalls);
            }

            rounds.Add(new PairedRound(run.BaselineCalls, baseline.Time, baseline.Wait, run.CandidateCalls, candidate.Time, candidate.Wait, roundTrip));
        }
    }

    private WarmUpResult WarmUp(PairedCase pair, CancellationToken cancellationToken)
    {
        var clock = Stopwatch.StartNew();
        var baseline = new List<double>();
        var candidate = new List<double>();
        var compiled = System.Runtime.JitInfo.GetCompiledMethodCount();
        var lastCompiled = TimeSpan.Zero;
        var (baselineCalls, candidateCalls) = (Calibrate(pair.Baseline), Calibrate(pair.Candidate));
        while (clock.Elapsed < settings.MaximumWarmUp)
        {
            cancellationToken.ThrowIfCancellationRequested();
            baseline.Add(Slice(pair.Baseline, baselineCalls).Time / baselineCalls);
            candidate.Add(Slice(pair.Candidate, candidateCalls).Time / candidateCalls);
            if (System.Runtime.JitInfo.GetCompiledMethodCount() is var now && now != compiled)
            {
                (compiled, lastCompiled) = (now, clock.Elapsed);
                (baselineCalls, candidateCalls) = (Calibrate(pair.Baseline), Calibrate(pair.Candidate));
                baseline.Clear();
                candidate.Clear();
            }

            if (clock.Elapsed >= PairedSettings.MinimumWarmUp && clock.Elapsed - lastCompiled >= PairedSettings.QuietJit && Settled(baseline) && Settled(candidate))
            {
                return new WarmUpResult(clock.Elapsed, Settled: true);
            }
        }

        return new WarmUpResult(clock.Elapsed, Settled: false);
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
        return (time, side.OnCallingThread ? RunQueueWait.Read() - waitBefore : 0);
    }
}
