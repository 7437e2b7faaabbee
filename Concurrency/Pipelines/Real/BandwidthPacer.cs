using System.Diagnostics;

namespace Concurrency.Pipelines.Real;

/// <summary>
/// Paces a receiver to a byte rate on a virtual clock: every byte taken moves the time the link is
/// done by 1 / rate, and the caller waits until then. While data keep arriving the schedule is kept
/// exactly, so a timer that wakes late is made up for at once; after the link was idle it banks at most
/// <c>bank</c> of credit (a token bucket's burst), so idleness cannot be spent later as a burst.
/// </summary>
public sealed class BandwidthPacer
{
    private static readonly TimeSpan MinimumWait = TimeSpan.FromMilliseconds(1);
    private static readonly TimeSpan StillBusy = TimeSpan.FromMilliseconds(1);

    private readonly double _bytesPerSecond;
    private readonly TimeSpan _bank;
    private long _due = Stopwatch.GetTimestamp();
    private long _returnedAt = Stopwatch.GetTimestamp();

    public BandwidthPacer(double bytesPerSecond, TimeSpan bank)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(bytesPerSecond);
        ArgumentOutOfRangeException.ThrowIfLessThan(bank, TimeSpan.Zero);
        _bytesPerSecond = bytesPerSecond;
        _bank = bank;
    }

    /// <summary>Waits until the link would have carried <paramref name="bytes"/> more.</summary>
    public async ValueTask TakeAsync(int bytes, CancellationToken cancellationToken)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(bytes);
        var now = Stopwatch.GetTimestamp();
        var busy = Stopwatch.GetElapsedTime(_returnedAt, now) < StillBusy;
        if (!busy)
        {
            _due = Math.Max(_due, now - Ticks(_bank));
        }

        _due += Ticks(TimeSpan.FromSeconds(bytes / _bytesPerSecond));
        var wait = Stopwatch.GetElapsedTime(now, _due);
        if (wait > TimeSpan.Zero)
        {
            // Task.Delay truncates to whole milliseconds: a shorter wait would return at once and spin.
            await Task.Delay(wait > MinimumWait ? wait : MinimumWait, cancellationToken).ConfigureAwait(false);
        }

        _returnedAt = Stopwatch.GetTimestamp();
    }

    private static long Ticks(TimeSpan time) => (long)(time.TotalSeconds * Stopwatch.Frequency);
}
