using System.Text.Json;
using System.Text.Json.Serialization;
using StockPrices.Results.Paired;

namespace StockPrices.Benchmarks.Paired;

/// <summary>
/// One comparison measured by <see cref="PairedRunner"/> in one launch (a process of its own): how long its warm-up took
/// and whether the JIT fell quiet and its times settled before their limits, its rounds, and the fastest cross-core round
/// trip the process had met by its end. A launch hands its comparisons to <c>quick</c> as one line of its output.
/// </summary>
internal sealed record PairedLaunch(PairedComparisonId Comparison, TimeSpan WarmUp, bool Settled, IReadOnlyList<PairedRound> Rounds, double FastestRoundTrip)
{
    public const string LinePrefix = "paired-launch: ";

    // A round with no round trip measured holds NaN.
    private static readonly JsonSerializerOptions Json = new() { NumberHandling = JsonNumberHandling.AllowNamedFloatingPointLiterals, Converters = { new JsonStringEnumConverter() } };

    public static string ToLine(IReadOnlyList<PairedLaunch> comparisons) => LinePrefix + JsonSerializer.Serialize(comparisons, Json);

    public static IReadOnlyList<PairedLaunch> FromLine(string line) =>
        JsonSerializer.Deserialize<List<PairedLaunch>>(line[LinePrefix.Length..], Json) ?? throw new InvalidDataException("An empty launch line.");
}
