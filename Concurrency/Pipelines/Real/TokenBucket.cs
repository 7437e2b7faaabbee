using System.Diagnostics;

namespace Concurrency.Pipelines.Real;

/// <summary>
/// Paces a consumer to a byte rate: tokens refill continuously at <c>bytesPerSecond</c> up to
/// <c>burstBytes</c>; taking more than is there waits for the shortfall. Refill follows the clock, so a
/// late timer wakes to more tokens and the average rate holds despite coarse delays.
/// </summary>
public sealed class TokenBucket
{
    private readonly double _bytesPerSecond;
    private readonly double _burstBytes;
    private double _tokens;
    private long _refilledAt = Stopwatch.GetTimestamp();

    public TokenBucket(double bytesPerSecond, int burstBytes)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(bytesPerSecond);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(burstBytes);
        _bytesPerSecond = bytesPerSecond;
        _burstBytes = burstBytes;
    }

    /// <summary>Waits until <paramref name="bytes"/> (at most the burst) may pass, and takes them.</summary>
    public async ValueTask TakeAsync(int bytes, CancellationToken cancellationToken)
    {
        ArgumentOutOfRangeException.ThrowIfGreaterThan(bytes, (int)_burstBytes);
        while (true)
        {
            var now = Stopwatch.GetTimestamp();
            _tokens = Math.Min(_burstBytes, _tokens + (Stopwatch.GetElapsedTime(_refilledAt, now).TotalSeconds * _bytesPerSecond));
            _refilledAt = now;
            if (_tokens >= bytes)
            {
                _tokens -= bytes;
                return;
            }

            await Task.Delay(TimeSpan.FromSeconds((bytes - _tokens) / _bytesPerSecond), cancellationToken).ConfigureAwait(false);
        }
    }
}
