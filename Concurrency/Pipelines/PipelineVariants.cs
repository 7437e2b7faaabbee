namespace Concurrency.Pipelines;

/// <summary>The five variants of seed 002's scenario, in the order they are reported.</summary>
public static class PipelineVariants
{
    /// <summary>Chunks each bounded buffer between two stages may hold when none is given.</summary>
    public const int DefaultDepth = 2;

    public static IReadOnlyList<IPipelineVariant> All(int depth = DefaultDepth) =>
    [
        new SequentialPipeline(),
        new OverlappedWritePipeline(),
        new ChannelPipeline(depth),
        new DataflowPipeline(depth),
        new DuplexPipePipeline(depth),
    ];
}
