namespace StockPrices.Benchmarks.Config;

/// <summary>
/// A UI thread's shape: <see cref="Run"/> makes the calling thread the only one that runs posted continuations,
/// until the work it started completes. Posting takes a lock and queues a struct, so the context itself
/// allocates nothing per continuation once its queue has grown.
/// </summary>
public sealed class SingleThreadSynchronizationContext : SynchronizationContext
{
    private readonly Queue<(SendOrPostCallback Callback, object? State)> _posted = new();
    private readonly object _gate = new();
    private bool _completed;

    public static TResult Run<TResult>(Func<Task<TResult>> work)
    {
        var previous = Current;
        var context = new SingleThreadSynchronizationContext();
        SetSynchronizationContext(context);
        try
        {
            var task = work();
            task.ContinueWith(static (_, state) => ((SingleThreadSynchronizationContext)state!).Complete(), context, TaskScheduler.Default);
            context.RunUntilCompleted();
            return task.GetAwaiter().GetResult();
        }
        finally
        {
            SetSynchronizationContext(previous);
        }
    }

    public override void Post(SendOrPostCallback d, object? state)
    {
        lock (_gate)
        {
            _posted.Enqueue((d, state));
            Monitor.Pulse(_gate);
        }
    }

    public override void Send(SendOrPostCallback d, object? state) =>
        throw new NotSupportedException("A single-threaded context cannot run a callback synchronously for another thread.");

    public override SynchronizationContext CreateCopy() => this;

    private void Complete()
    {
        lock (_gate)
        {
            _completed = true;
            Monitor.Pulse(_gate);
        }
    }

    private void RunUntilCompleted()
    {
        while (true)
        {
            (SendOrPostCallback Callback, object? State) next;
            lock (_gate)
            {
                while (_posted.Count == 0 && !_completed)
                {
                    Monitor.Wait(_gate);
                }

                if (_posted.Count == 0)
                {
                    return;
                }

                next = _posted.Dequeue();
            }

            next.Callback(next.State);
        }
    }
}
