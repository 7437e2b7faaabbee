using Concurrency.Pipelines;

namespace StockPrices.Tests.Concurrency.Pipelines;

/// <summary>The analytic limits against seed 002's figures (article-anchors.md §4): R = 200 ms, P = 300 ms, 10 chunks.</summary>
public sealed class PipelineLimitTests
{
    private static ChunkStageTimes Seed(double writeMilliseconds) =>
        new(TimeSpan.FromMilliseconds(200), TimeSpan.FromMilliseconds(300), TimeSpan.FromMilliseconds(writeMilliseconds));

    [TestCase(500, 10_000)]
    [TestCase(200, 7_000)]
    [TestCase(20_000, 205_000)]
    public void Sequential_is_n_times_the_stage_sum_as_in_the_seed_table(double write, double expected) =>
        PipelineLimit.For(PipelineShape.Sequential, Seed(write), 10).TotalMilliseconds.Should().Be(expected);

    [TestCase(500, 5_500)]
    [TestCase(800, 8_500)]
    [TestCase(20_000, 200_500)]
    public void Overlapped_write_matches_the_seed_where_write_is_the_bottleneck(double write, double expected) =>
        PipelineLimit.For(PipelineShape.ReadProcessThenWrite, Seed(write), 10).TotalMilliseconds.Should().Be(expected);

    [Test]
    public void Overlapped_write_at_200M_is_5200_not_the_seeds_5500()
    {
        // The seed keeps a 500 ms tail: (R + P) + 9 · max(R + P, W) + W = 500 + 4500 + 200.
        PipelineLimit.For(PipelineShape.ReadProcessThenWrite, Seed(200), 10).TotalMilliseconds.Should().Be(5_200);
    }

    [TestCase(200, 3_400)]
    [TestCase(500, 5_500)]
    [TestCase(800, 8_500)]
    public void Three_stages_take_one_chunk_plus_n_minus_one_slowest_stages(double write, double expected) =>
        PipelineLimit.For(PipelineShape.ThreeStage, Seed(write), 10).TotalMilliseconds.Should().Be(expected);

    [Test]
    public void Uneven_chunks_follow_the_flow_shop_recurrence()
    {
        ChunkStageTimes[] chunks =
        [
            new(TimeSpan.FromMilliseconds(1), TimeSpan.FromMilliseconds(5), TimeSpan.FromMilliseconds(1)),
            new(TimeSpan.FromMilliseconds(1), TimeSpan.FromMilliseconds(1), TimeSpan.FromMilliseconds(4)),
        ];

        // Chunk 0: read 0–1, process 1–6, write 6–7. Chunk 1: read 1–2, process 6–7, write 7–11.
        PipelineLimit.For(PipelineShape.ThreeStage, chunks).TotalMilliseconds.Should().Be(11);
    }
}
