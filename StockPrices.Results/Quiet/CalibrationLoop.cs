using System.Diagnostics;
using System.Runtime.CompilerServices;

namespace StockPrices.Results.Quiet;

/// <summary>
/// A fixed, deterministic CPU-bound loop (integer arithmetic only: no memory traffic, no allocation, no system call),
/// timed to see whether the machine runs as fast now as it did at the start of the run. A core shared with other work,
/// a throttled clock or a host taking the core from this virtual machine all stretch it.
/// </summary>
public static class CalibrationLoop
{
    /// <summary>Iterations of one pass: tens of milliseconds on the machines here.</summary>
    public const int Iterations = 20_000_000;

    /// <summary>Passes per measurement; the median is kept, so one pass cut by a single timer interrupt does not decide.</summary>
    public const int Passes = 3;

    /// <summary>The median time of <see cref="Passes"/> passes of the loop.</summary>
    public static TimeSpan Measure()
    {
        var times = new TimeSpan[Passes];
        for (var i = 0; i < Passes; i++)
        {
            var start = Stopwatch.GetTimestamp();
            Sink = Run(Iterations);
            times[i] = Stopwatch.GetElapsedTime(start);
        }

        Array.Sort(times);
        return times[Passes / 2];
    }

    /// <summary>Kept so the JIT cannot drop the loop as dead code.</summary>
    public static ulong Sink { get; private set; }

    // Fully optimised from the first call: no tier-0 pass, no on-stack replacement between the run's first measurement and later ones.
    [MethodImpl(MethodImplOptions.NoInlining | MethodImplOptions.AggressiveOptimization)]
    private static ulong Run(int iterations)
    {
        // xorshift64: each step depends on the last, so the loop cannot be vectorised or folded.
        var state = 0x9E3779B97F4A7C15UL;
        for (var i = 0; i < iterations; i++)
        {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
        }

        return state;
    }
}
