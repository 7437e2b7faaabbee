using System.Collections.Concurrent;
using System.IO.Pipes;

namespace Concurrency.Ring;

/// <summary>
/// Runs each pipe-ring node on its own thread of this process, joined by the same anonymous OS pipes as
/// the process ring: the node program and the wire format without the cost of starting processes.
/// Tests use it; the benchmark runs real processes through <see cref="ChildProcessNodeSpawner"/>.
/// </summary>
public sealed class InProcessNodeSpawner : IRingNodeSpawner
{
    private readonly ConcurrentBag<Stream> _pipes = [];

    public RingNodeHandle Start(RingNodeStart start, Stream? rootOutput)
    {
        ArgumentNullException.ThrowIfNull(start);
        var input = Track(new AnonymousPipeServerStream(PipeDirection.Out));
        var nodeInput = Track(new AnonymousPipeClientStream(PipeDirection.In, input.ClientSafePipeHandle));
        Stream? output = null;
        if (rootOutput is null)
        {
            var fromRing = Track(new AnonymousPipeServerStream(PipeDirection.In));
            rootOutput = Track(new AnonymousPipeClientStream(PipeDirection.Out, fromRing.ClientSafePipeHandle));
            output = fromRing;
        }

        var exited = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var nodeOutput = rootOutput;
        var thread = new Thread(() =>
        {
            try
            {
                using (nodeInput)
                {
                    RingPipeNode.Run(nodeInput, nodeOutput, start, this);
                }

                if (output is not null)
                {
                    nodeOutput.Dispose();
                }

                exited.SetResult();
            }
            catch (Exception exception)
            {
                exited.SetException(exception);
            }
        })
        { IsBackground = true, Name = $"pipe ring node {start.Index + 1}" };
        thread.Start();
        return new RingNodeHandle(input, output, exited.Task, Abort);
    }

    private T Track<T>(T pipe)
        where T : Stream
    {
        _pipes.Add(pipe);
        return pipe;
    }

    private void Abort()
    {
        foreach (var pipe in _pipes)
        {
            pipe.Dispose();
        }
    }
}
