namespace Concurrency.Polling;

/// <summary>
/// When messages become ready and on which connection: a Poisson process at
/// <see cref="PollingWorkload.OfferedPerSecond"/>, each message on a uniformly random connection.
/// Seeded, so every variant of one run is offered the same sequence.
/// </summary>
public sealed class ArrivalSchedule
{
    private readonly Random _random;
    private readonly double _perSecond;
    private readonly int _connections;
    private double _elapsedSeconds;

    public ArrivalSchedule(PollingWorkload workload)
    {
        ArgumentNullException.ThrowIfNull(workload);
        workload.Validate();
        _random = new Random(workload.Seed);
        _perSecond = workload.OfferedPerSecond;
        _connections = workload.Connections;
    }

    /// <summary>The next arrival, as time since the start; <see cref="TimeSpan.MaxValue"/> when nothing is ever offered (p = 0).</summary>
    public (TimeSpan Due, int Connection) Next()
    {
        if (_perSecond <= 0)
        {
            return (TimeSpan.MaxValue, 0);
        }

        _elapsedSeconds += -Math.Log(1 - _random.NextDouble()) / _perSecond;
        return (TimeSpan.FromSeconds(_elapsedSeconds), _random.Next(_connections));
    }

    /// <summary>
    /// Delivers arrivals on the calling thread as they fall due, for exactly <paramref name="duration"/>
    /// (or until cancelled), and returns how many were delivered.
    /// </summary>
    public long Play(TimeSpan duration, Action<int> deliver, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(deliver);
        var longestNap = TimeSpan.FromMilliseconds(20);
        var started = TimeProvider.System.GetTimestamp();
        long delivered = 0;
        var (due, connection) = Next();
        while (!cancellationToken.IsCancellationRequested)
        {
            var elapsed = TimeProvider.System.GetElapsedTime(started);
            if (elapsed >= duration)
            {
                break;
            }

            if (due <= elapsed)
            {
                deliver(connection);
                delivered++;
                (due, connection) = Next();
                continue;
            }

            var wait = (due < duration ? due : duration) - elapsed;
            cancellationToken.WaitHandle.WaitOne(wait < longestNap ? wait : longestNap);
        }

        return delivered;
    }
}
