namespace Concurrency.Polling;

/// <summary>
/// The seed's load: <see cref="Connections"/> mostly idle connections; each poll interval a connection
/// has data with probability <see cref="DataProbability"/>, and handling one message blocks for
/// <see cref="HandlingCost"/> (the seed's <c>Thread.Sleep(100)</c> in its extra tests).
/// </summary>
public sealed record PollingWorkload(
    int Connections,
    double DataProbability,
    TimeSpan HandlingCost,
    TimeSpan PollInterval,
    int Seed = 1)
{
    /// <summary>The seed's settings: 500 connections, 1 % per poll, no handling cost, 50 ms between polling rounds.</summary>
    public static PollingWorkload Seed000 { get; } = new(500, 0.01, TimeSpan.Zero, TimeSpan.FromMilliseconds(50));

    /// <summary>Messages made ready per second across all connections: N × p per poll interval.</summary>
    public double OfferedPerSecond => Connections * DataProbability / PollInterval.TotalSeconds;

    /// <summary>The seed's ceiling for its own metric: every connection polled once per interval (10,000/s at N=500, 50 ms).</summary>
    public double PollsPerSecondCeiling => Connections / PollInterval.TotalSeconds;

    /// <summary>Throws <see cref="ArgumentOutOfRangeException"/> naming the first setting outside its range.</summary>
    public void Validate()
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(Connections, 1, nameof(Connections));
        if (double.IsNaN(DataProbability) || DataProbability is < 0 or > 1)
        {
            throw new ArgumentOutOfRangeException(nameof(DataProbability), DataProbability, "The data probability must be between 0 and 1.");
        }

        ArgumentOutOfRangeException.ThrowIfLessThan(HandlingCost, TimeSpan.Zero, nameof(HandlingCost));
        ArgumentOutOfRangeException.ThrowIfLessThanOrEqual(PollInterval, TimeSpan.Zero, nameof(PollInterval));
    }
}
