using System.Globalization;

namespace StockPrices.Results.Quiet;

/// <summary>
/// What else the machine did while one benchmark (or one cell of a scenario) ran, and whether it ran as fast as it did
/// at its fastest in the run: the figures <see cref="QuietMachineGate"/> judges.
/// </summary>
/// <param name="Name">The benchmark or cell, as the run's progress names it.</param>
/// <param name="Rerun">The arguments that select it alone, to run it again (e.g. <c>--filter 'Namespace.Type.Method'</c>).</param>
/// <param name="Duration">Wall time between the two CPU readings.</param>
/// <param name="ForeignCpuPercentOfCore">
/// The machine's busy CPU time (steal included) minus this app's process tree's, in percent of one core over
/// <paramref name="Duration"/>; null where the OS does not expose it (no /proc).
/// </param>
/// <param name="CalibrationBefore">The calibration loop's time just before.</param>
/// <param name="CalibrationAfter">The calibration loop's time just after.</param>
/// <param name="CalibrationDriftPercent">How much slower than the run's fastest calibration the slower of the two ran, in percent of it.</param>
/// <param name="DistantCoresPercent">
/// The share of the cross-core round trips timed meanwhile (<see cref="CrossCoreWatch"/>) that say the host held the
/// cores far apart, in percent; null where the runner does not watch them.
/// </param>
public sealed record QuietMachineReading(
    string Name,
    string Rerun,
    TimeSpan Duration,
    double? ForeignCpuPercentOfCore,
    TimeSpan CalibrationBefore,
    TimeSpan CalibrationAfter,
    double CalibrationDriftPercent,
    double? DistantCoresPercent = null)
{
    /// <summary>
    /// The figures in one line of progress, e.g. <c>Sync: foreign CPU 0.8% of one core, calibration +1.2%: quiet so far</c>.
    /// Judged by the gate's rule against the fastest calibration so far: a later, faster one can still make a quiet
    /// reading disturbed at the end, never the reverse.
    /// </summary>
    public string Describe() =>
        string.Create(CultureInfo.InvariantCulture, $"{Name}: foreign CPU {(ForeignCpuPercentOfCore is { } foreign ? $"{foreign:0.0}%" : "not measurable")} of one core, calibration {CalibrationDriftPercent:+0.0;-0.0;0.0}% over the fastest{(DistantCoresPercent is { } distant ? $", cores distant {distant:0}% of the time" : "")}: ")
        + (QuietMachineGate.WhyDisturbed(this) is { } why ? $"disturbed ({why})" : "quiet so far");
}
