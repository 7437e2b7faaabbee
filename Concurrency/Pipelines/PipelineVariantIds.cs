namespace Concurrency.Pipelines;

/// <summary>
/// The variants' ids, in the order they are reported: the name each variant's rows carry in a pipelines report and
/// the docs select them by.
/// </summary>
public static class PipelineVariantIds
{
    public const string Sequential = "sequential";
    public const string OverlappedWrite = "overlapped-write";
    public const string Channels = "channels";
    public const string Dataflow = "dataflow";
    public const string IoPipelines = "io-pipelines";

    public static IReadOnlyList<string> All { get; } = [Sequential, OverlappedWrite, Channels, Dataflow, IoPipelines];

    /// <summary>The variants that overlap all three stages.</summary>
    public static IReadOnlyList<string> FullPipelines { get; } = [Channels, Dataflow, IoPipelines];
}
