using System.Diagnostics;

namespace Concurrency.Pipelines.Simulated;

/// <summary>Blocks the calling thread for a duration to within a fraction of a millisecond, waking early on cancellation.</summary>
internal static class PreciseSleep
{
    private static readonly TimeSpan YieldBelow = TimeSpan.FromMilliseconds(1);

    /// <summary>Blocks for <paramref name="duration"/>; false if cancelled first.</summary>
    public static bool Block(TimeSpan duration, CancellationToken cancellationToken)
    {
        var started = Stopwatch.GetTimestamp();
        while (true)
        {
            if (cancellationToken.IsCancellationRequested)
            {
                return false;
            }

            var left = duration - Stopwatch.GetElapsedTime(started);
            if (left <= TimeSpan.Zero)
            {
                return true;
            }

            if (left > YieldBelow)
            {
                // Sleep to within a millisecond of the end (a timed wait can end up to ~1 ms late), then yield.
                cancellationToken.WaitHandle.WaitOne(Math.Max(1, (int)(left - YieldBelow).TotalMilliseconds));
            }
            else
            {
                Thread.Yield();
            }
        }
    }
}
