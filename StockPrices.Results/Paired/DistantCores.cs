using StockPrices.Results.Quiet;

namespace StockPrices.Results.Paired;

/// <summary>
/// Finds the rounds measured while the host held the machine's cores far apart: a round whose cross-core round trip
/// (<see cref="PairedRound.CrossCoreRoundTripNanoseconds"/>) took more than <see cref="CrossCoreRoundTrip.DistantFactor"/> times the fastest
/// round trip of the run. A virtual machine's cores are threads of its host, which places them near each other or far
/// apart and moves them for seconds at a time; a thread-pool hop hands its work between cores, so its cost follows
/// the round trip, while work that stays on one thread does not. Such rounds are estimated apart, not dropped: they
/// are a second, labelled regime, not noise.
/// </summary>
public static class DistantCores
{
    /// <summary>For each round, whether it ran on distant cores; a round with no round trip measured never did.</summary>
    public static IReadOnlyList<bool> Find(IReadOnlyList<PairedRound> rounds, double fastestRoundTripNanoseconds) =>
        [.. rounds.Select(round => CrossCoreRoundTrip.IsDistant(round.CrossCoreRoundTripNanoseconds, fastestRoundTripNanoseconds))];
}
