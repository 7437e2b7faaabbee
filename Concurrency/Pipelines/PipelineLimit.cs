namespace Concurrency.Pipelines;

/// <summary>
/// The analytic limit of each <see cref="PipelineShape"/>: the shortest time any schedule of that shape
/// could take, given every chunk's read, process and write times. For pipelined shapes this is the
/// flow-shop recurrence finish[stage, k] = max(finish[stage − 1, k], finish[stage, k − 1]) + time[stage, k]
/// with unbounded buffers, which for equal chunks is the sum of one chunk's stages + (n − 1)·(slowest stage).
/// </summary>
public static class PipelineLimit
{
    public static TimeSpan For(PipelineShape shape, IReadOnlyList<ChunkStageTimes> chunks)
    {
        ArgumentNullException.ThrowIfNull(chunks);
        return shape switch
        {
            PipelineShape.Sequential => Sum(chunks.Select(c => c.Read + c.Process + c.Write)),
            PipelineShape.ReadProcessThenWrite => FlowShop(chunks.Select(c => new[] { c.Read + c.Process, c.Write })),
            PipelineShape.ThreeStage => FlowShop(chunks.Select(c => new[] { c.Read, c.Process, c.Write })),
            _ => throw new ArgumentOutOfRangeException(nameof(shape), shape, "Unknown pipeline shape."),
        };
    }

    /// <summary>The limit when every chunk takes the same times.</summary>
    public static TimeSpan For(PipelineShape shape, ChunkStageTimes everyChunk, int chunks)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(chunks);
        return For(shape, Enumerable.Repeat(everyChunk, chunks).ToArray());
    }

    private static TimeSpan Sum(IEnumerable<TimeSpan> times) => times.Aggregate(TimeSpan.Zero, (total, time) => total + time);

    private static TimeSpan FlowShop(IEnumerable<TimeSpan[]> chunks)
    {
        TimeSpan[]? finished = null;
        foreach (var stages in chunks)
        {
            finished ??= new TimeSpan[stages.Length];
            var previousStageFinished = TimeSpan.Zero;
            for (var stage = 0; stage < stages.Length; stage++)
            {
                finished[stage] = Max(previousStageFinished, finished[stage]) + stages[stage];
                previousStageFinished = finished[stage];
            }
        }

        return finished is null ? TimeSpan.Zero : finished[^1];
    }

    private static TimeSpan Max(TimeSpan a, TimeSpan b) => a > b ? a : b;
}
