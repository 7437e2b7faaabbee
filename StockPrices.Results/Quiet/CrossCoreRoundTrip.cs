using System.Diagnostics;

namespace StockPrices.Results.Quiet;

/// <summary>
/// Times how long a cache line takes to go from this thread to a partner thread on another core and back: the
/// currency of every thread-pool hop, which hands the continuation, the queue and the thread request between cores.
/// On a virtual machine it is not a constant: the host places the guest's cores near each other or far apart and moves
/// them for seconds at a time, and the round trip and the hop change with it while a one-thread loop does not.
/// </summary>
/// <remarks>
/// The partner sleeps between measurements, so it takes no core from the work measured between them.
/// </remarks>
public sealed class CrossCoreRoundTrip : IDisposable
{
    /// <summary>
    /// A round trip over this many times the fastest one says the host holds the two cores far apart: near cores
    /// read within about a fifth of each other here, distant ones four to five times slower.
    /// </summary>
    public const double DistantFactor = 2.5;

    private const int Batches = 7;
    private const int RoundTripsPerBatch = 32;
    private const int WarmUpMeasurements = 20;

    private readonly long[] _line = new long[32];
    private readonly double[] _batches = new double[Batches];
    private readonly SemaphoreSlim _start = new(0);
    private readonly Thread _partner;
    private volatile bool _partnerReady;
    private volatile bool _stop;
    private volatile bool _disposed;

    /// <param name="partnerCpu">A CPU the partner keeps to, so that it cannot share the measuring thread's; null: the
    /// scheduler's choice, enough when nothing else runs.</param>
    public CrossCoreRoundTrip(int? partnerCpu = null)
    {
        _partner = new Thread(() => Partner(partnerCpu)) { IsBackground = true, Name = "cross-core partner" };
        _partner.Start();

        // The first measurements pay for the partner's first wake-up and untiered code, and read as distant cores.
        for (var i = 0; i < WarmUpMeasurements; i++)
        {
            Measure();
        }

        Fastest = double.PositiveInfinity;
    }

    /// <summary>The fastest round trip measured so far (infinite before the first).</summary>
    public double Fastest { get; private set; } = double.PositiveInfinity;

    // The counter sits in the middle of its array, away from the array's header and any neighbour's data.
    private ref long Counter => ref _line[16];

    /// <summary>Nanoseconds per round trip: the median of a few short batches, so that one preempted batch does not set it.</summary>
    public double Measure()
    {
        ObjectDisposedException.ThrowIf(_disposed, this);
        _stop = false;
        _start.Release();
        var spinner = new SpinWait();
        while (!_partnerReady)
        {
            spinner.SpinOnce(sleep1Threshold: -1);
        }

        for (var batch = 0; batch < Batches; batch++)
        {
            var start = Stopwatch.GetTimestamp();
            for (var i = 0; i < RoundTripsPerBatch; i++)
            {
                // Odd: the partner's turn to make it even again.
                Interlocked.Increment(ref Counter);
                while ((Volatile.Read(ref Counter) & 1) == 1)
                {
                }
            }

            _batches[batch] = Stopwatch.GetElapsedTime(start).TotalNanoseconds / RoundTripsPerBatch;
        }

        // The partner says it has stopped, so that the next measurement's start cannot meet it still spinning.
        _stop = true;
        while (_partnerReady)
        {
            spinner.SpinOnce(sleep1Threshold: -1);
        }

        // Sorted in place: a measurement allocates nothing, so a watch that measures while allocations are counted adds none.
        Array.Sort(_batches);
        var roundTrip = _batches[Batches / 2];
        Fastest = Math.Min(Fastest, roundTrip);
        return roundTrip;
    }

    public void Dispose()
    {
        if (_disposed)
        {
            return;
        }

        _disposed = true;
        _start.Release();
        _partner.Join();
        _start.Dispose();
    }

    /// <summary>Whether a round trip of <paramref name="roundTripNanoseconds"/> says the cores were far apart (never for NaN, not measured).</summary>
    public static bool IsDistant(double roundTripNanoseconds, double fastestRoundTripNanoseconds) =>
        roundTripNanoseconds > DistantFactor * fastestRoundTripNanoseconds;

    private void Partner(int? cpu)
    {
        if (cpu is { } pinned)
        {
            CpuAffinity.PinCurrentThread(pinned);
        }

        while (true)
        {
            _start.Wait();
            if (_disposed)
            {
                return;
            }

            _partnerReady = true;
            while (!_stop)
            {
                if ((Volatile.Read(ref Counter) & 1) == 1)
                {
                    Interlocked.Increment(ref Counter);
                }
            }

            _partnerReady = false;
        }
    }
}
