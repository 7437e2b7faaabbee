using System.Text.Json;
using System.Text.Json.Serialization;
using StockPrices.Reporting.Paired;

namespace StockPrices.Benchmarks.Paired;

/// <summary>
/// One comparison measured by <see cref="PairedRunner"/> in a process of its own: its warm-up, its rounds, and the
/// fastest cross-core round trip the process met. The process hands it to <c>quick</c> as one line of its output.
/// </summary>
internal sealed record PairedLaunch(WarmUpResult WarmUp, IReadOnlyList<PairedRound> Rounds, double FastestRoundTrip)
{
    public const string LinePrefix = "paired-launch: ";

    // A round with no round trip measured holds NaN.
    private static readonly JsonSerializerOptions Json = new() { NumberHandling = JsonNumberHandling.AllowNamedFloatingPointLiterals };

    public string ToLine() => LinePrefix + JsonSerializer.Serialize(this, Json);

    public static PairedLaunch FromLine(string line) =>
        JsonSerializer.Deserialize<PairedLaunch>(line[LinePrefix.Length..], Json) ?? throw new InvalidDataException("An empty launch line.");
}
