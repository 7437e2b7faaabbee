namespace Concurrency.Pipelines;

/// <summary>Which stages a variant can run at the same time; it decides the variant's analytic limit.</summary>
public enum PipelineShape
{
    /// <summary>Read, process, write one after another: n·(R+P+W).</summary>
    Sequential,

    /// <summary>Seed 002's overlap: write k runs while chunk k+1 is read and processed (two stages: R+P, then W).</summary>
    ReadProcessThenWrite,

    /// <summary>Read, process and write each on their own: R+P+W + (n−1)·max(R, P, W) for equal chunks.</summary>
    ThreeStage,
}
