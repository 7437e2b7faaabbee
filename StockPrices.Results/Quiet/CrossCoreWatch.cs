using System.Diagnostics;

namespace StockPrices.Results.Quiet;

/// <summary>
/// Times the cross-core round trip (<see cref="CrossCoreRoundTrip"/>) every <see cref="Interval"/> from a thread of its
/// own while benchmarks run in other processes, so that a reading can say for how much of a benchmark the host held
/// the machine's cores far apart. On the machine the results come from, the article's suspending rows ran about twice as
/// slow in such spells, for seconds at a time within one process, while the CPU load and the calibration loop did not move.
/// The two threads keep to the first two CPUs this process may use; each measurement takes tens of microseconds of them.
/// </summary>
public sealed class CrossCoreWatch : IDisposable
{
    /// <summary>Time between two measurements.</summary>
    public static readonly TimeSpan Interval = TimeSpan.FromMilliseconds(100);

    private readonly Lock _lock = new();
    private readonly List<double> _roundTrips = [];
    private readonly Thread _thread;
    private double _fastest = double.PositiveInfinity;
    private volatile bool _disposed;

    private CrossCoreWatch(int measuringCpu, int partnerCpu)
    {
        _thread = new Thread(() => Watch(measuringCpu, partnerCpu)) { IsBackground = true, Name = "cross-core watch" };
        _thread.Start();
    }

    /// <summary>A running watch; null where there are not two CPUs to measure between or a thread cannot be kept to one (not Linux).</summary>
    public static CrossCoreWatch? TryStart() =>
        CpuAffinity.AllowedCpus() is [var first, var second, ..] ? new CrossCoreWatch(first, second) : null;

    /// <summary>How many round trips have been measured: where a benchmark's measurements start.</summary>
    public int Count
    {
        get
        {
            lock (_lock)
            {
                return _roundTrips.Count;
            }
        }
    }

    /// <summary>The fastest round trip so far, in nanoseconds: the cores at their nearest; null before the first.</summary>
    public double? Fastest
    {
        get
        {
            lock (_lock)
            {
                return _roundTrips.Count == 0 ? null : _fastest;
            }
        }
    }

    /// <summary>Whether the last round trip says the cores are far apart.</summary>
    public bool IsDistantNow => LastIsDistant() is true;

    /// <summary>
    /// The share, in percent, of the round trips from the <paramref name="start"/>th up to the <paramref name="end"/>th
    /// (<see cref="Count"/> at the two moments) that say the cores were far apart next to the fastest so far; null with none.
    /// </summary>
    public double? DistantPercentBetween(int start, int end)
    {
        lock (_lock)
        {
            return DistantPercent(_roundTrips.GetRange(start, Math.Min(end, _roundTrips.Count) - start), _fastest);
        }
    }

    /// <summary>The share of <paramref name="roundTrips"/>, in percent, that say the cores were far apart next to <paramref name="fastest"/>; null with none.</summary>
    public static double? DistantPercent(IReadOnlyList<double> roundTrips, double fastest) =>
        roundTrips.Count == 0 ? null : 100.0 * roundTrips.Count(roundTrip => CrossCoreRoundTrip.IsDistant(roundTrip, fastest)) / roundTrips.Count;

    /// <summary>
    /// Waits, up to <paramref name="limit"/>, for a round trip that says the cores are near again; false if none came.
    /// Starting a benchmark in the middle of a spell on distant cores would only measure it to throw it away.
    /// </summary>
    public bool WaitForNearCores(TimeSpan limit)
    {
        var waited = Stopwatch.StartNew();
        while (true)
        {
            if (LastIsDistant() is false)
            {
                return true;
            }

            if (waited.Elapsed >= limit || _disposed)
            {
                return false;
            }

            Thread.Sleep(Interval);
        }
    }

    public void Dispose()
    {
        _disposed = true;
        _thread.Join();
    }

    /// <summary>Whether the last round trip says the cores are far apart; null before the first.</summary>
    private bool? LastIsDistant()
    {
        lock (_lock)
        {
            return _roundTrips.Count == 0 ? null : CrossCoreRoundTrip.IsDistant(_roundTrips[^1], _fastest);
        }
    }

    private void Watch(int measuringCpu, int partnerCpu)
    {
        CpuAffinity.PinCurrentThread(measuringCpu);
        using var roundTrip = new CrossCoreRoundTrip(partnerCpu);
        while (!_disposed)
        {
            var measured = roundTrip.Measure();
            lock (_lock)
            {
                _roundTrips.Add(measured);
                _fastest = Math.Min(_fastest, measured);
            }

            Thread.Sleep(Interval);
        }
    }
}
