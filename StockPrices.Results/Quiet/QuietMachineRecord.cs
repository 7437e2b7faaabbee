using System.Globalization;
using static System.FormattableString;
using System.Text.Json.Serialization;

namespace StockPrices.Results.Quiet;

/// <summary>
/// The quiet-machine figures of one run, kept in its <see cref="RunRecord"/>: the fastest calibration every one is
/// compared with, one <see cref="QuietMachineReading"/> per benchmark or cell, and a summary of them.
/// </summary>
/// <param name="FastestCrossCoreRoundTripNanoseconds">The run's fastest cross-core round trip, which the readings' share of
/// distant cores is judged against; null when the run did not watch the cores.</param>
public sealed record QuietMachineRecord(TimeSpan FastestCalibration, IReadOnlyList<QuietMachineReading> Readings, double? FastestCrossCoreRoundTripNanoseconds = null)
{
    /// <summary>The most foreign CPU any benchmark saw, in percent of one core; null when none could be measured.</summary>
    public double? MaxForeignCpuPercentOfCore => Readings.Max(reading => reading.ForeignCpuPercentOfCore);

    /// <summary>The largest calibration drift, in percent over the fastest; null with no reading.</summary>
    public double? MaxCalibrationDriftPercent => Readings.Count == 0 ? null : Readings.Max(reading => reading.CalibrationDriftPercent);

    /// <summary>The largest share of a benchmark's time on distant cores, in percent; null when the cores were not watched.</summary>
    public double? MaxDistantCoresPercent => Readings.Max(reading => reading.DistantCoresPercent);

    /// <summary>How many readings fail <see cref="QuietMachineGate"/>.</summary>
    public int DisturbedCount => QuietMachineGate.Disturbed(Readings).Count;

    /// <summary>Why the run may not be published (<see cref="QuietMachineGate.WhyNotQuiet"/>); null when it may.</summary>
    [JsonIgnore]
    public string? WhyNotQuiet => QuietMachineGate.WhyNotQuiet(Readings);

    /// <summary>
    /// The gate's verdict as one line, the last of a run's progress, naming each disturbed benchmark or cell and why:
    /// a live line judged a cell against the fastest calibration so far, and a later, faster one can turn it disturbed.
    /// </summary>
    public string Verdict()
    {
        var disturbed = QuietMachineGate.Disturbed(Readings);
        return "quiet-machine gate: " + Figures()
            + (disturbed.Count == 0 && Readings.Count > 0 ? ": quiet"
                : Invariant($": disturbed in {disturbed.Count}") + string.Concat(disturbed.Select((reading, i) => $"{(i == 0 ? ": " : "; ")}{reading.Name} ({QuietMachineGate.WhyDisturbed(reading)})")));
    }

    /// <summary>The readings of several runs as one record, for the most any of them gave.</summary>
    public static QuietMachineRecord Pooled(IEnumerable<QuietMachineRecord> runs) =>
        new(TimeSpan.Zero, [.. runs.SelectMany(run => run.Readings)]);

    /// <summary>The most foreign CPU as the docs print it: "1.3%".</summary>
    [JsonIgnore]
    public string MostForeignCpu => Percent(MaxForeignCpuPercentOfCore);

    /// <summary>The largest calibration drift as the docs print it: "+4.8%".</summary>
    [JsonIgnore]
    public string MostCalibrationDrift => Signed(MaxCalibrationDriftPercent);

    /// <summary>The largest share of a benchmark's time on distant cores as the docs print it: "10%", or "not watched".</summary>
    [JsonIgnore]
    public string MostDistantCores => MaxDistantCoresPercent is { } distant ? Invariant($"{distant:0}%") : "not watched";

    /// <summary>The run's figures in a few words, as the docs quote them; the limits are the gate's to name when one is passed.</summary>
    public string Figures() =>
        Readings.Count == 0 ? "no reading"
        : Invariant($"{Readings.Count} measured, foreign CPU at most {MostForeignCpu} of one core, calibration drift at most {MostCalibrationDrift}")
          + (MaxDistantCoresPercent is null ? "" : $", cores distant at most {MostDistantCores} of a benchmark's time");

    // The machine's and the process tree's CPU counters tick in whole clock ticks and are read a moment apart, so an
    // idle machine can read a little below zero: shown as zero, as no foreign work.
    private static string Percent(double? value) => value is { } v ? Invariant($"{Math.Max(0, v):0.0}%") : "not measurable";

    private static string Signed(double? value) => value is { } v ? Invariant($"{v:+0.0;-0.0;0.0}%") : "not measurable";
}
