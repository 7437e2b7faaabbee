using System.Diagnostics;

namespace Concurrency.Polling;

/// <summary>
/// Every message's latency, from the moment it was ready to the moment it was handled, recorded
/// lock-free into a preallocated array (nothing allocates while measuring). Beyond the capacity
/// messages are still counted but their latency is not kept.
/// </summary>
public sealed class LatencyRecorder(int capacity)
{
    private readonly long[] _elapsedTicks = new long[capacity];
    private int _count;

    public int Capacity => _elapsedTicks.Length;

    /// <summary>Latencies recorded beyond <see cref="Capacity"/> (counted, not kept).</summary>
    public int Overflowed => Math.Max(0, Volatile.Read(ref _count) - _elapsedTicks.Length);

    /// <summary>Records the latency of a message that became ready at <paramref name="readyTimestamp"/> (a <see cref="Stopwatch"/> timestamp).</summary>
    public void RecordSince(long readyTimestamp)
    {
        var index = Interlocked.Increment(ref _count) - 1;
        if (index < _elapsedTicks.Length)
        {
            _elapsedTicks[index] = Stopwatch.GetTimestamp() - readyTimestamp;
        }
    }

    /// <summary>The kept latencies in milliseconds. Call once recording has stopped.</summary>
    public double[] ToMilliseconds()
    {
        var kept = Math.Min(Volatile.Read(ref _count), _elapsedTicks.Length);
        var milliseconds = new double[kept];
        for (var i = 0; i < kept; i++)
        {
            milliseconds[i] = _elapsedTicks[i] * 1000.0 / Stopwatch.Frequency;
        }

        return milliseconds;
    }
}
