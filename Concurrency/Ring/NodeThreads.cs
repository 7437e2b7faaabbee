using System.Collections.Concurrent;

namespace Concurrency.Ring;

/// <summary>Starts and joins the node threads of an OS-thread ring; a node's failure fails the run.</summary>
internal sealed class NodeThreads
{
    /// <summary>Small stacks: a node needs a few frames, and a thousand default reservations add up.</summary>
    private const int StackSize = 256 * 1024;

    private readonly List<Thread> _threads = [];
    private readonly ConcurrentQueue<Exception> _failures = new();

    public void Start(int nodeIndex, Action node)
    {
        var thread = new Thread(() => Run(node), StackSize) { IsBackground = true, Name = $"ring node {nodeIndex + 1}" };
        thread.Start();
        _threads.Add(thread);
    }

    public void JoinAll()
    {
        foreach (var thread in _threads)
        {
            thread.Join();
        }

        if (!_failures.IsEmpty)
        {
            throw new AggregateException("A ring node failed.", _failures);
        }
    }

    private void Run(Action node)
    {
        try
        {
            node();
        }
        catch (Exception exception)
        {
            _failures.Enqueue(exception);
        }
    }
}
