using System.Diagnostics;

namespace StockPrices.Results.Quiet;

/// <summary>
/// Takes the quiet-machine readings of one run: <see cref="Begin"/> as a benchmark or cell starts (the calibration loop,
/// then the CPU counters), <see cref="End"/> as it ends (the counters, then the loop again). The reference every
/// calibration is compared with is the run's fastest: a disturbance only ever stretches the loop, and a first calibration
/// taken while the other core was still busy (right after a build, or while this process compiled its own code; two
/// virtual cores may share one physical core) ran 5.5% slow here and marked every later benchmark as drifted.
/// </summary>
public sealed class QuietMachineMonitor
{
    private readonly Lock _lock = new();
    private readonly List<QuietMachineReading> _readings = [];
    private TimeSpan? _fastestCalibration;

    /// <summary>How long the loop runs, unread, before a run's first reading.</summary>
    public static readonly TimeSpan SettleTime = TimeSpan.FromSeconds(1);

    public IReadOnlyList<QuietMachineReading> Readings
    {
        get
        {
            lock (_lock)
            {
                return [.. _readings.Select(reading => reading with { CalibrationDriftPercent = DriftPercent(_fastestCalibration!.Value, reading.CalibrationBefore, reading.CalibrationAfter) })];
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
        var reading = new QuietMachineReading(
            name,
            rerun,
            duration,
            watch.Start is { } start && end is { } stop ? stop.ForeignPercentOfCoreSince(start) : null,
            watch.CalibrationBefore,
            after,
            DriftPercent(_fastestCalibration!.Value, watch.CalibrationBefore, after));
        lock (_lock)
        {
            _readings.Add(reading);
        }

        return reading;
    }

    /// <summary>
    /// Drops the readings <paramref name="replaced"/> selects, before what they measured runs again: the run record keeps
    /// the readings of the results it publishes. The fastest calibration stays the reference.
    /// </summary>
    public void Forget(Func<QuietMachineReading, bool> replaced)
    {
        ArgumentNullException.ThrowIfNull(replaced);
        lock (_lock)
        {
            _readings.RemoveAll(reading => replaced(reading));
        }
    }

    /// <summary>The names of the readings so far that <see cref="QuietMachineGate"/> finds disturbed: what a re-run measures again.</summary>
    public IReadOnlySet<string> DisturbedNames() =>
        QuietMachineGate.Disturbed(Readings).Select(reading => reading.Name).ToHashSet(StringComparer.Ordinal);

    /// <summary>The readings so far, for the run record.</summary>
    public QuietMachineRecord Record() => new(_fastestCalibration ?? TimeSpan.Zero, Readings);

    /// <summary>How much slower than <paramref name="fastest"/> the slower of <paramref name="before"/> and <paramref name="after"/> ran, in percent of it.</summary>
    public static double DriftPercent(TimeSpan fastest, TimeSpan before, TimeSpan after) =>
        100 * (((before > after ? before : after) / fastest) - 1);

    private TimeSpan Calibrate()
    {
        if (_fastestCalibration is null)
        {
            // The first measurements of a process pay for page faults, cold caches and this process's own start-up
            // work on the other core: they are not readings.
            var settling = Stopwatch.StartNew();
            do
            {
                CalibrationLoop.Measure();
            }
            while (settling.Elapsed < SettleTime);
        }

        var calibration = CalibrationLoop.Measure();
        lock (_lock)
        {
            if (_fastestCalibration is not { } fastest || calibration < fastest)
            {
                _fastestCalibration = calibration;
            }
        }

        return calibration;
    }
}
