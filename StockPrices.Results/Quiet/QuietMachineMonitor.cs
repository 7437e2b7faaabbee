using System.Diagnostics;

namespace StockPrices.Results.Quiet;

/// <summary>
/// Takes the quiet-machine readings of one run: <see cref="Begin"/> as a benchmark or cell starts (the calibration loop,
/// then the CPU counters), <see cref="End"/> as it ends (the counters, then the loop again). The reference every calibration is compared with is the run's fastest: a disturbance only ever stretches the loop, and a first calibration
/// taken while the other core was still busy (right after a build, or while this process compiled its own code; two
/// virtual cores may share one physical core) ran 5.5% slow here and marked every later benchmark as drifted.
/// A runner whose benchmarks hand work between threads also has the monitor watch the cross-core round trip
/// (<see cref="WatchCores"/>), and each reading then says for how much of it the cores were far apart, judged against
/// the run's fastest round trip when the readings are read. Disposing it stops that watch; a run's monitor lives as long
/// as its process.
/// </summary>
public sealed class QuietMachineMonitor : IDisposable
{
    private readonly Lock _lock = new();
    private readonly List<(QuietMachineReading Reading, int CrossCoreStart, int CrossCoreEnd)> _readings = [];
    private TimeSpan? _fastestCalibration;
    private CrossCoreWatch? _crossCore;

    /// <summary>How long the loop runs, unread, before a run's first reading.</summary>
    public static readonly TimeSpan SettleTime = TimeSpan.FromSeconds(1);

    public IReadOnlyList<QuietMachineReading> Readings
    {
        get
        {
            lock (_lock)
            {
                return [.. _readings.Select(Judged)];
            }
        }
    }

    /// <summary>
    /// From now on, times the cross-core round trip in the background (<see cref="CrossCoreWatch"/>) for the readings to
    /// judge; false where it cannot be timed here (fewer than two CPUs, or not Linux), and the readings then say nothing of it.
    /// </summary>
    public bool WatchCores()
    {
        lock (_lock)
        {
            _crossCore ??= CrossCoreWatch.TryStart();
            return _crossCore is not null;
        }
    }

    /// <summary>Whether the last round trip timed says the cores are far apart; false when none is watched.</summary>
    public bool CoresAreDistant => _crossCore?.IsDistantNow ?? false;

    /// <summary>Waits, up to <paramref name="limit"/>, for the cores to be near again (<see cref="CrossCoreWatch.WaitForNearCores"/>).</summary>
    public bool WaitForNearCores(TimeSpan limit) => _crossCore?.WaitForNearCores(limit) ?? true;

    public QuietMachineWatch Begin()
    {
        var calibration = Calibrate();
        return new QuietMachineWatch(calibration, CpuSnapshot.Take(), Stopwatch.GetTimestamp(), _crossCore?.Count ?? 0);
    }

    /// <summary>Ends the reading begun with <paramref name="watch"/> for the benchmark or cell <paramref name="name"/>, which <paramref name="rerun"/> selects alone.</summary>
    public QuietMachineReading End(QuietMachineWatch watch, string name, string rerun)
    {
        ArgumentException.ThrowIfNullOrEmpty(name);
        ArgumentException.ThrowIfNullOrEmpty(rerun);
        var end = CpuSnapshot.Take();
        var duration = Stopwatch.GetElapsedTime(watch.StartTimestamp);
        var crossCoreEnd = _crossCore?.Count ?? 0;
        var foreign = watch.Start is { } start && end is { } stop ? stop.ForeignPercentOfCoreSince(start) : (double?)null;
        var reading = new QuietMachineReading(name, rerun, duration, foreign, watch.CalibrationBefore, Calibrate(), CalibrationDriftPercent: 0);
        lock (_lock)
        {
            _readings.Add((reading, watch.CrossCoreStart, crossCoreEnd));
            return Judged(_readings[^1]);
        }
    }

    /// <summary>A reading with its drift and its share of distant cores judged against the run's fastest calibration and round trip so far.</summary>
    private QuietMachineReading Judged((QuietMachineReading Reading, int CrossCoreStart, int CrossCoreEnd) entry) => entry.Reading with
    {
        CalibrationDriftPercent = DriftPercent(_fastestCalibration!.Value, entry.Reading.CalibrationBefore, entry.Reading.CalibrationAfter),
        DistantCoresPercent = DistantCoresPercent(entry.CrossCoreStart, entry.CrossCoreEnd),
    };

    /// <summary>
    /// Drops the readings <paramref name="replaced"/> selects, before what they measured runs again: the run record keeps
    /// the readings of the results it publishes. The fastest calibration stays the reference.
    /// </summary>
    public void Forget(Func<QuietMachineReading, bool> replaced)
    {
        lock (_lock)
        {
            _readings.RemoveAll(entry => replaced(entry.Reading));
        }
    }

    /// <summary>The names of the readings so far that <see cref="QuietMachineGate"/> finds disturbed: what a re-run measures again.</summary>
    public IReadOnlySet<string> DisturbedNames() =>
        QuietMachineGate.Disturbed(Readings).Select(reading => reading.Name).ToHashSet(StringComparer.Ordinal);

    public void Dispose() => _crossCore?.Dispose();

    /// <summary>The readings so far, for the run record.</summary>
    public QuietMachineRecord Record() => new(_fastestCalibration ?? TimeSpan.Zero, Readings, _crossCore?.Fastest);

    /// <summary>How much slower than <paramref name="fastest"/> the slower of <paramref name="before"/> and <paramref name="after"/> ran, in percent of it.</summary>
    public static double DriftPercent(TimeSpan fastest, TimeSpan before, TimeSpan after) =>
        100 * (((before > after ? before : after) / fastest) - 1);

    private double? DistantCoresPercent(int start, int end) => _crossCore?.DistantPercentBetween(start, end);

    /// <summary>Times the calibration loop and keeps the fastest.</summary>
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
