using Concurrency.Pipelines;
using StockPrices.Benchmarks.CommandLine;

namespace StockPrices.Benchmarks.Pipelines;

/// <summary>
/// The simulated run: seed 002's stage times (at a bandwidth of <see cref="ReferenceMegabits"/> when a table
/// of bandwidths is asked for, the write time follows the seed's model W = write × 80 / bandwidth).
/// </summary>
internal sealed record SimulatedSettings(
    int Chunks,
    TimeSpan Read,
    TimeSpan Process,
    TimeSpan Write,
    IReadOnlyList<double>? BandwidthsMegabits,
    double? Scale,
    int Runs,
    int Depth,
    RunOutput Output)
{
    /// <summary>The bandwidth at which the seed's write takes 500 ms (the model behind the seed's bandwidth table).</summary>
    public const double ReferenceMegabits = 80;

    /// <summary>The seed's table columns, in Mbit/s.</summary>
    public static readonly IReadOnlyList<double> SeedBandwidths = [200, 100, 80, 50, 20, 10, 5, 2];

    /// <summary>With no --scale: each configuration is scaled so its slowest stage takes this long in wall time.</summary>
    public static readonly TimeSpan AutoScaleSlowestStage = TimeSpan.FromMilliseconds(30);

    public TimeSpan WriteAt(double megabits) => Write * (ReferenceMegabits / megabits);

    /// <summary>The time scale for a configuration: the one given, or the one that makes its slowest stage <see cref="AutoScaleSlowestStage"/>.</summary>
    public double ScaleFor(ChunkStageTimes times) =>
        Scale ?? AutoScaleSlowestStage / new[] { times.Read, times.Process, times.Write }.Max();
}
