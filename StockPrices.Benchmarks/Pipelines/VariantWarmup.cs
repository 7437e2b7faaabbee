using Concurrency.Pipelines;
using Concurrency.Pipelines.Simulated;

namespace StockPrices.Benchmarks.Pipelines;

/// <summary>
/// Runs each variant once on a few zero-length chunks before anything is timed: the first use of
/// Dataflow or System.IO.Pipelines loads and compiles them, which took hundreds of milliseconds here
/// and would otherwise land in whichever cell runs first.
/// </summary>
internal static class VariantWarmup
{
    public static async Task RunAsync(IEnumerable<IPipelineVariant> variants, CancellationToken cancellationToken)
    {
        foreach (var variant in variants)
        {
            for (var round = 0; round < 3; round++)
            {
                using var stages = new SimulatedStages(chunks: 20, new ChunkStageTimes(TimeSpan.Zero, TimeSpan.Zero, TimeSpan.Zero));
                await variant.RunAsync(stages, cancellationToken);
            }
        }
    }
}
