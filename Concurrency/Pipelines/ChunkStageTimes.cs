namespace Concurrency.Pipelines;

/// <summary>How long one chunk spends in each stage.</summary>
public readonly record struct ChunkStageTimes(TimeSpan Read, TimeSpan Process, TimeSpan Write)
{
    public TimeSpan Total => Read + Process + Write;

    public ChunkStageTimes Scale(double factor) => new(Read * factor, Process * factor, Write * factor);
}
