using System.Globalization;
using static System.FormattableString;

namespace StockPrices.Results.Quiet;

/// <summary>
/// The rule a run must pass to be published (<c>--save</c>, <c>--save-repeat</c>, <c>--save-check</c>): in every benchmark
/// or cell, other work took no more than <see cref="ForeignCpuLimitPercentOfCore"/> of one core (beyond what the CPU counters
/// resolve over the reading, <see cref="ForeignCpuResolutionPercentOfCore"/>), and the calibration loop
/// ran within <see cref="CalibrationDriftLimitPercent"/> of the run's fastest calibration, before and after, and, where the
/// runner watched the cross-core round trip, the host held the cores far apart for no more than
/// <see cref="DistantCoresLimitPercent"/> of the time. The app's own end-to-end tests of the gate may set other limits
/// (<see cref="TestLimitVariable"/>); a run under them is never published.
/// </summary>
public static class QuietMachineGate
{
    /// <summary>Foreign CPU above this (percent of one core) marks a benchmark disturbed.</summary>
    public const double ForeignCpuLimitPercentOfCore = 5;

    /// <summary>
    /// How many clock ticks a foreign-CPU figure can be off by without anything foreign running: /proc/stat charges
    /// each tick to whatever ran when it fell, while a process's time is its exact run time rounded to whole ticks, so
    /// the two disagree by a few ticks over any interval. Over a cell of a quarter of a second that is several percent
    /// of one core (ring cells of Erlang and Python read between minus and plus two ticks with nothing else running).
    /// </summary>
    public const int ForeignCpuResolutionTicks = 4;

    /// <summary>A calibration slower than the run's fastest by more than this (percent) marks a benchmark disturbed.</summary>
    public const double CalibrationDriftLimitPercent = 5;

    /// <summary>
    /// A benchmark whose cross-core round trips read distant (<see cref="CrossCoreRoundTrip.IsDistant"/>) more often than
    /// this (percent) is disturbed: a median over its iterations moves once a spell covers a sizeable share of them.
    /// </summary>
    public const double DistantCoresLimitPercent = 10;

    /// <summary>
    /// Set to a number of percent only by the app's end-to-end tests of the gate: every limit (foreign CPU in percent of
    /// one core, calibration drift, cores distant) is then that number. A shared machine's own calibration drift reached
    /// +9% and other work took most of a core, so a test that needs one cell quiet and another disturbed sets limits
    /// far above what the machine does by itself and makes its own disturbance far larger still. Unset, as it is for
    /// every user, the limits are the constants above.
    /// </summary>
    public const string TestLimitVariable = "STOCKPRICES_TEST_GATE_LIMIT_PERCENT";

    private static readonly double? TestLimit =
        double.TryParse(Environment.GetEnvironmentVariable(TestLimitVariable), NumberStyles.Float, CultureInfo.InvariantCulture, out var limit) && limit > 0 ? limit : null;

    /// <summary>The foreign-CPU limit this process judges by: <see cref="ForeignCpuLimitPercentOfCore"/> unless a test set its own.</summary>
    public static double ForeignCpuLimitInForce => TestLimit ?? ForeignCpuLimitPercentOfCore;

    /// <summary>The calibration-drift limit this process judges by: <see cref="CalibrationDriftLimitPercent"/> unless a test set its own.</summary>
    public static double CalibrationDriftLimitInForce => TestLimit ?? CalibrationDriftLimitPercent;

    /// <summary>The distant-cores limit this process judges by: <see cref="DistantCoresLimitPercent"/> unless a test set its own.</summary>
    public static double DistantCoresLimitInForce => TestLimit ?? DistantCoresLimitPercent;

    /// <summary>Why one reading fails the gate, in a few words; null when it passes.</summary>
    public static string? WhyDisturbed(QuietMachineReading reading)
    {
        var reasons = new List<string>(3);
        if (reading.ForeignCpuPercentOfCore is not { } foreign)
        {
            reasons.Add("foreign CPU not measurable here (no /proc/stat)");
        }
        else if (foreign > ForeignCpuLimitInForce + ForeignCpuResolutionPercentOfCore(reading.Duration))
        {
            reasons.Add(Invariant($"foreign CPU {foreign:0.0}% of one core"));
        }

        if (reading.CalibrationDriftPercent > CalibrationDriftLimitInForce)
        {
            reasons.Add(Invariant($"calibration {reading.CalibrationDriftPercent:+0.0;-0.0}%"));
        }

        if (reading.DistantCoresPercent > DistantCoresLimitInForce)
        {
            reasons.Add(Invariant($"cores distant {reading.DistantCoresPercent:0}% of the time"));
        }

        return reasons.Count == 0 ? null : string.Join(", ", reasons);
    }

    /// <summary>
    /// <see cref="ForeignCpuResolutionTicks"/> over a reading of <paramref name="duration"/>, in percent of one core: how far
    /// over <see cref="ForeignCpuLimitPercentOfCore"/> a reading must be to be told from the counters' own disagreement.
    /// Negligible for a benchmark of seconds or more; for the shortest cells it is most of what they can resolve.
    /// </summary>
    public static double ForeignCpuResolutionPercentOfCore(TimeSpan duration) =>
        duration <= TimeSpan.Zero ? double.PositiveInfinity : 100.0 * ForeignCpuResolutionTicks / MachineCpuTimes.TicksPerSecond / duration.TotalSeconds;

    /// <summary>The readings that fail the gate, in run order.</summary>
    public static IReadOnlyList<QuietMachineReading> Disturbed(IEnumerable<QuietMachineReading> readings) =>
        readings.Where(reading => WhyDisturbed(reading) is not null).ToList();

    /// <summary>
    /// Why a run with these readings may not be published, as one line that names every disturbed benchmark and the
    /// arguments to run them again; null when it may. A run with no reading was not measured, so it may not.
    /// </summary>
    public static string? WhyNotQuiet(IReadOnlyList<QuietMachineReading> readings)
    {
        if (readings.Count == 0)
        {
            return "the quiet-machine gate took no reading in this run";
        }

        var disturbed = Disturbed(readings);
        return disturbed.Count == 0
            ? (TestLimit is null ? null : $"the gate's limits were set by {TestLimitVariable}, which only the app's tests set")
            : Invariant($"the machine was not quiet in {disturbed.Count} of {readings.Count} (limits: foreign CPU {ForeignCpuLimitInForce}% of one core, calibration drift {CalibrationDriftLimitInForce}%, cores distant {DistantCoresLimitInForce}% of the time where watched): ")
              + string.Join("; ", disturbed.Select(reading => $"{reading.Name} ({WhyDisturbed(reading)})"))
              + $"; run them again on a quiet machine, selected with {RerunArguments(disturbed)}";
    }

    /// <summary>
    /// The arguments that select every one of <paramref name="readings"/>: when they differ only in their last value
    /// (<c>--filter 'A'</c>, <c>--filter 'B'</c>) one option with every value (<c>--filter 'A' 'B'</c>), else each in turn.
    /// </summary>
    public static string RerunArguments(IReadOnlyList<QuietMachineReading> readings)
    {
        var selections = readings.Select(reading => reading.Rerun).Distinct(StringComparer.Ordinal).ToList();
        var split = selections.Select(selection => selection.LastIndexOf(' ') is var space and > 0 ? (Head: selection[..space], Value: selection[(space + 1)..]) : (Head: selection, Value: "")).ToList();
        return split.Count > 1 && split.All(s => s.Value.Length > 0 && s.Head == split[0].Head)
            ? $"{split[0].Head} {string.Join(' ', split.Select(s => s.Value))}"
            : string.Join(", then ", selections);
    }
}
