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
    private readonly int _depth = depth > 0 ? depth : throw new ArgumentOutOfRangeException(nameof(depth), depth, "A pipeline needs room for at least one chunk between stages.");

    public string Name => "io-pipelines";

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

    private static async Task ReadAllAsync(IPipelineStages stages, PipeWriter output, CancellationToken token)
    {
        Exception? failure = null;
        try
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
                var flush = await output.FlushAsync(token).ConfigureAwait(false);
                if (flush.IsCompleted)
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
            await output.CompleteAsync(failure).ConfigureAwait(false);
        }
    }

    private static async Task ProcessAllAsync(IPipelineStages stages, PipeReader input, PipeWriter output, CancellationToken token)
    {
        var scratch = ArrayPool<byte>.Shared.Rent(stages.ChunkCapacity);
        Exception? failure = null;
        try
        {
            for (var sequence = 0; ;)
            {
                var read = await input.ReadAsync(token).ConfigureAwait(false);
                var buffer = read.Buffer;
                while (LengthPrefixedFrames.TryRead(ref buffer, out var frame))
                {
                    var chunk = LengthPrefixedFrames.Contiguous(frame, scratch);
                    var reserved = LengthPrefixedFrames.Reserve(output, stages.ProcessedCapacity);
                    var written = stages.Process(sequence++, chunk.Span, reserved.Span[LengthPrefixedFrames.PrefixBytes..]);
                    LengthPrefixedFrames.Commit(output, reserved, written);
                    input.AdvanceTo(buffer.Start);
                    var flush = await output.FlushAsync(token).ConfigureAwait(false);
                    if (flush.IsCompleted)
                    {
                        return;
                    }

                    read = await input.ReadAsync(token).ConfigureAwait(false);
                    buffer = read.Buffer;
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
            await output.CompleteAsync(failure).ConfigureAwait(false);
        }
    }

    private static async Task WriteAllAsync(IPipelineStages stages, PipeReader input, CancellationToken token)
    {
        var scratch = ArrayPool<byte>.Shared.Rent(stages.ProcessedCapacity);
        Exception? failure = null;
        try
        {
            while (true)
            {
                var read = await input.ReadAsync(token).ConfigureAwait(false);
                var buffer = read.Buffer;
                if (LengthPrefixedFrames.TryRead(ref buffer, out var frame))
                {
                    // Consume each frame as soon as it is written, so the processor may refill the pipe
                    // while the next frame is being written.
                    await stages.WriteAsync(LengthPrefixedFrames.Contiguous(frame, scratch), token).ConfigureAwait(false);
                    input.AdvanceTo(buffer.Start);
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
}
