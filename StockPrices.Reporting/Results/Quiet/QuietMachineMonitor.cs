using System.Diagnostics;

namespace StockPrices.Reporting.Results.Quiet;

/// <summary>
/// Takes the quiet-machine readings of one run: <see cref="Begin"/> as a benchmark or cell starts (the calibration loop,
/// then the CPU counters), <see cref="End"/> as it ends (the counters, then the loop again). The run's first
/// calibration is the reference every later one is compared with.
/// </summary>
public sealed class QuietMachineMonitor
{
    private readonly Lock _lock = new();
    private readonly List<QuietMachineReading> _readings = [];
    private TimeSpan? _firstCalibration;

    public IReadOnlyList<QuietMachineReading> Readings
    {
        get
        {
            lock (_lock)
            {
                return [.. _readings];
            }
        }
    }

    public QuietMachineWatch Begin()
    {
        var calibration = Calibrate();
        return new QuietMachineWatch(calibration, CpuSnapshot.Take(), Stopwatch.GetTimestamp());
    }

    /// <summary>Ends the reading begun with <paramref name="watch"/> for the benchmark or cell <paramref name="name"/>, which <paramref name="rerun"/> selects alone.</summary>
    public QuietMachineReading End(QuietMachineWatch watch, string name, string rerun)
    {
        ArgumentException.ThrowIfNullOrEmpty(name);
        ArgumentException.ThrowIfNullOrEmpty(rerun);
        var end = CpuSnapshot.Take();
        var duration = Stopwatch.GetElapsedTime(watch.StartTimestamp);
        var after = Calibrate();
        var first = _firstCalibration!.Value;
        var reading = new QuietMachineReading(
            name,
            rerun,
            duration,
            watch.Start is { } start && end is { } stop ? stop.ForeignPercentOfCoreSince(start) : null,
            watch.CalibrationBefore,
            after,
            DriftPercent(first, watch.CalibrationBefore, after));
        lock (_lock)
        {
            _readings.Add(reading);
        }

        return reading;
    }

    /// <summary>The readings so far, for the run record.</summary>
    public QuietMachineRecord Record() => new(_firstCalibration ?? TimeSpan.Zero, Readings);

    /// <summary>Of <paramref name="before"/> and <paramref name="after"/>, the drift further from <paramref name="first"/>, in percent of it.</summary>
    public static double DriftPercent(TimeSpan first, TimeSpan before, TimeSpan after)
    {
        var driftBefore = 100 * ((before / first) - 1);
        var driftAfter = 100 * ((after / first) - 1);
        return Math.Abs(driftAfter) > Math.Abs(driftBefore) ? driftAfter : driftBefore;
    }

    private TimeSpan Calibrate()
    {
        if (_firstCalibration is null)
        {
            // The first measurement of a process pays for page faults and cold caches: it is not the reference.
            CalibrationLoop.Measure();
            _firstCalibration = CalibrationLoop.Measure();
            return _firstCalibration.Value;
        }

        return CalibrationLoop.Measure();
    }
}
