using Concurrency.Pipelines;

namespace StockPrices.Tests.Concurrency.Pipelines;

/// <summary>
/// What every pipeline variant must do, on in-memory stages: order, exact output, cancellation, failure, bounded
/// memory. A run that hangs fails its own test within <see cref="Limit"/> (twice it if the hang ignores cancellation).
/// </summary>
[TestFixture]
public sealed class PipelineVariantTests
{
    private const int Depth = 2;
    private static readonly TimeSpan Limit = TimeSpan.FromSeconds(10);

    private static IEnumerable<TestCaseData> Variants() =>
        PipelineVariants.All(Depth).Select(variant => new TestCaseData(variant).SetArgDisplayNames(variant.Name));

    private static IEnumerable<TestCaseData> VariantsAndStages() =>
        from variant in PipelineVariants.All(Depth)
        from stage in Enum.GetValues<Stage>()
        select new TestCaseData(variant, stage).SetArgDisplayNames(variant.Name, stage.ToString());

    [TestCaseSource(nameof(Variants))]
    public async Task Writes_every_chunk_once_in_order_byte_for_byte(IPipelineVariant variant)
    {
        var stages = new ScriptedStages(chunks: 200);

        await HangLimit.RunAsync(Limit, token => variant.RunAsync(stages, token));

        stages.Written.Should().Equal(stages.ExpectedOutput());
        var order = new FrameOrderVerifier();
        order.Feed(stages.Written);
        order.Finish(200).Should().BeNull();
    }

    [TestCaseSource(nameof(Variants))]
    public async Task Cancellation_stops_every_stage_and_leaves_no_call_running(IPipelineVariant variant)
    {
        var stages = new ScriptedStages(chunks: 1_000) { HoldWrites = true };
        using var cancellation = new CancellationTokenSource();

        var run = variant.RunAsync(stages, cancellation.Token);
        await stages.FirstWriteStarted.Task.WaitAsync(Limit);
        await cancellation.CancelAsync();

        await FluentActions.Awaiting(() => run.WaitAsync(Limit)).Should().ThrowAsync<OperationCanceledException>();
        stages.ActiveCalls.Should().Be(0);
        stages.Reads.Should().BeLessThan(1_000);
    }

    [TestCaseSource(nameof(VariantsAndStages))]
    public async Task A_failing_stage_surfaces_once_as_thrown_and_stops_the_others(IPipelineVariant variant, Stage failing)
    {
        var failure = new InvalidOperationException($"{failing} failed");
        var stages = new ScriptedStages(chunks: 1_000) { Failure = (failing, 3, failure) };

        var thrown = await FluentActions.Awaiting(() => HangLimit.RunAsync(Limit, token => variant.RunAsync(stages, token))).Should().ThrowAsync<Exception>();

        thrown.Which.Should().BeSameAs(failure);
        stages.ActiveCalls.Should().Be(0);
        stages.Reads.Should().BeLessThan(1_000);
    }

    [TestCaseSource(nameof(Variants))]
    public async Task Chunks_in_flight_stay_within_the_pipeline_depth(IPipelineVariant variant)
    {
        // Between a fast reader and a slow writer: one chunk in each stage's hands plus two full buffers.
        const int bound = (2 * Depth) + 3;
        var stages = new ScriptedStages(chunks: 100) { WriteYields = 50, FullChunks = true };

        await HangLimit.RunAsync(Limit, token => variant.RunAsync(stages, token));

        stages.MaxInFlight.Should().BeInRange(1, bound);
    }
}
