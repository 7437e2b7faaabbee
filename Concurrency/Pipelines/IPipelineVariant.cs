namespace Concurrency.Pipelines;

/// <summary>One way of running <see cref="IPipelineStages"/>: sequential, the seed's overlap, or a full pipeline.</summary>
public interface IPipelineVariant
{
    /// <summary>A short, stable id used in results files (e.g. <c>channels</c>).</summary>
    string Name { get; }

    PipelineShape Shape { get; }

    /// <summary>
    /// Runs every chunk through the stages. Returns when all stages have stopped; a failure in any stage
    /// stops the others and is thrown once, as it was thrown; cancellation stops every stage and throws
    /// <see cref="OperationCanceledException"/>.
    /// </summary>
    Task RunAsync(IPipelineStages stages, CancellationToken cancellationToken);
}
