using System.Diagnostics;

namespace Concurrency.Pipelines.Simulated;

/// <summary>Blocks the calling thread for a duration to within a fraction of a millisecond, waking early on cancellation.</summary>
internal static class PreciseSleep
{
    private static readonly TimeSpan YieldBelow = TimeSpan.FromMilliseconds(1);

    /// <summary>Waits whole milliseconds on the token's handle, then yields out the rest; false if cancelled.</summary>
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

            if (left >= YieldBelow)
            {
                cancellationToken.WaitHandle.WaitOne((int)left.TotalMilliseconds);
            }
            else
            {
                Thread.Yield();
            }
        }
    }
}
