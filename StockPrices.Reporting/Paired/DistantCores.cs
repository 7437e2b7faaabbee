using StockPrices.Results.Quiet;

namespace StockPrices.Reporting.Paired;

/// <summary>
/// Finds the rounds measured while the host held the machine's cores far apart: a round whose cross-core round trip
/// (<see cref="PairedRound.CrossCoreRoundTripNanoseconds"/>) took more than <see cref="Factor"/> times the fastest
/// round trip of the run. A virtual machine's cores are threads of its host, which places them near each other or far
/// apart and moves them for seconds at a time; a thread-pool hop hands its work between cores, so its cost follows
/// the round trip, while work that stays on one thread does not. Such rounds are estimated apart, not dropped: they
/// are a second, labelled regime, not noise.
/// </summary>
public sealed record DistantCores
{
    public static DistantCores Default { get; } = new();

    /// <summary>How many times the fastest round trip a round trip must exceed to say the cores were far apart (<see cref="CrossCoreRoundTrip.DistantFactor"/>).</summary>
    public double Factor => CrossCoreRoundTrip.DistantFactor;

    /// <summary>For each round, whether it ran on distant cores; a round with no round trip measured never did.</summary>
    public IReadOnlyList<bool> Find(IReadOnlyList<PairedRound> rounds, double fastestRoundTripNanoseconds)
    {
        return [.. rounds.Select(round => IsDistant(round.CrossCoreRoundTripNanoseconds, fastestRoundTripNanoseconds))];
    }

    /// <summary>Whether a round trip of <paramref name="roundTripNanoseconds"/> says the cores were far apart (never for NaN, not measured).</summary>
    public bool IsDistant(double roundTripNanoseconds, double fastestRoundTripNanoseconds) =>
        CrossCoreRoundTrip.IsDistant(roundTripNanoseconds, fastestRoundTripNanoseconds);
}
