using System.Buffers;
using System.IO.Pipelines;

namespace Concurrency.Pipelines;

/// <summary>
/// The three-stage pipeline over two <see cref="Pipe"/>s from System.IO.Pipelines: the reader reads
/// straight into the first pipe's memory, the processor writes straight into the second's, and the
/// pipes' pause threshold (<c>depth</c> chunks) is the back-pressure. Chunks are length-prefixed frames.
/// </summary>
public sealed class DuplexPipePipeline(int depth = PipelineVariants.DefaultDepth) : IPipelineVariant
{
    private readonly int _depth = ChunkReadLoop.RequireDepth(depth);

    public string Name => PipelineVariantIds.IoPipelines;

    public PipelineShape Shape => PipelineShape.ThreeStage;

    public async Task RunAsync(IPipelineStages stages, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(stages);
        var chunks = new Pipe(OptionsFor(stages.ChunkCapacity));
        var processed = new Pipe(OptionsFor(stages.ProcessedCapacity));
        using var group = new StageGroup(cancellationToken);
        group.Start(token => ReadAllAsync(stages, chunks.Writer, token));
        group.Start(token => ProcessAllAsync(stages, chunks.Reader, processed.Writer, token));
        group.Start(token => WriteAllAsync(stages, processed.Reader, token));
        await group.WhenAllStoppedAsync().ConfigureAwait(false);
    }

    /// <summary>
    /// Like a bounded channel of <c>depth</c>: the writer may put one frame past <c>depth</c> before its flush
    /// waits, and goes on as soon as the pipe is back to <c>depth</c> frames. The pipe resumes a writer only
    /// below the resume threshold (strictly), hence the + 1: half the pause threshold, the usual choice, kept
    /// the processor waiting for a second write to finish and cost a quarter of the run in the simulation.
    /// </summary>
    private PipeOptions OptionsFor(int frameCapacity)
    {
        long frame = LengthPrefixedFrames.PrefixBytes + frameCapacity;
        return new PipeOptions(pauseWriterThreshold: (_depth + 1) * frame, resumeWriterThreshold: (_depth * frame) + 1, useSynchronizationContext: false);
    }

    private static Task ReadAllAsync(IPipelineStages stages, PipeWriter output, CancellationToken token) =>
        CompletingAsync(output, async () =>
        {
            while (true)
            {
                var reserved = LengthPrefixedFrames.Reserve(output, stages.ChunkCapacity);
                var length = await stages.ReadAsync(reserved[LengthPrefixedFrames.PrefixBytes..], token).ConfigureAwait(false);
                if (length == 0)
                {
                    return;
                }

                LengthPrefixedFrames.Commit(output, reserved, length);
                if ((await output.FlushAsync(token).ConfigureAwait(false)).IsCompleted)
                {
                    return;
                }
            }
        });

    private static Task ProcessAllAsync(IPipelineStages stages, PipeReader input, PipeWriter output, CancellationToken token)
    {
        var sequence = 0;
        return CompletingAsync(output, () => ForEachFrameAsync(input, stages.ChunkCapacity, async chunk =>
        {
            var reserved = LengthPrefixedFrames.Reserve(output, stages.ProcessedCapacity);
            var written = stages.Process(sequence++, chunk.Span, reserved.Span[LengthPrefixedFrames.PrefixBytes..]);
            LengthPrefixedFrames.Commit(output, reserved, written);
            return !(await output.FlushAsync(token).ConfigureAwait(false)).IsCompleted;
        }, token));
    }

    private static Task WriteAllAsync(IPipelineStages stages, PipeReader input, CancellationToken token) =>
        ForEachFrameAsync(input, stages.ProcessedCapacity, async processed =>
        {
            await stages.WriteAsync(processed, token).ConfigureAwait(false);
            return true;
        }, token);

    /// <summary>
    /// Hands each frame of <paramref name="input"/> to <paramref name="handle"/> and consumes it as soon as
    /// the handler is done (so the stage before may refill the pipe meanwhile), until the pipe is completed
    /// or the handler answers false; then completes the reader, with the failure if there was one.
    /// </summary>
    private static async Task ForEachFrameAsync(PipeReader input, int frameCapacity, Func<ReadOnlyMemory<byte>, ValueTask<bool>> handle, CancellationToken token)
    {
        var scratch = ArrayPool<byte>.Shared.Rent(frameCapacity);
        Exception? failure = null;
        try
        {
            while (true)
            {
                var read = await input.ReadAsync(token).ConfigureAwait(false);
                var buffer = read.Buffer;
                if (LengthPrefixedFrames.TryRead(ref buffer, out var frame))
                {
                    var goOn = await handle(LengthPrefixedFrames.Contiguous(frame, scratch)).ConfigureAwait(false);
                    input.AdvanceTo(buffer.Start);
                    if (!goOn)
                    {
                        return;
                    }

                    continue;
                }

                input.AdvanceTo(buffer.Start, buffer.End);
                if (read.IsCompleted)
                {
                    return;
                }
            }
        }
        catch (Exception exception)
        {
            failure = exception;
            throw;
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(scratch);
            await input.CompleteAsync(failure).ConfigureAwait(false);
        }
    }

    /// <summary>Runs a stage that writes to <paramref name="output"/> and completes the writer afterwards, with the failure if there was one.</summary>
    private static async Task CompletingAsync(PipeWriter output, Func<Task> stage)
    {
        Exception? failure = null;
        try
        {
            await stage().ConfigureAwait(false);
        }
        catch (Exception exception)
        {
            failure = exception;
            throw;
        }
        finally
        {
            await output.CompleteAsync(failure).ConfigureAwait(false);
        }
    }
}
