using System.Threading.Tasks.Sources;

namespace StockPrices.Beyond;

/// <summary>
/// A <see cref="ValueTask{TResult}"/> that really suspends and allocates nothing: one reusable
/// <see cref="IValueTaskSource{TResult}"/> built on <see cref="ManualResetValueTaskSourceCore{TResult}"/>, completed by
/// itself as a thread-pool work item, which is how sockets, channels and pipes hand out their ValueTasks. Each
/// <see cref="YieldAsync"/> makes the same hop as <c>await Task.Yield()</c> (the caller suspends, a pool thread
/// resumes it) without a state-machine box or a task per operation.
/// </summary>
/// <remarks>One operation at a time: the ValueTask it returns must be awaited before the next call, as with a socket.</remarks>
public sealed class YieldingValueTaskSource : IValueTaskSource<int>, IThreadPoolWorkItem
{
    private ManualResetValueTaskSourceCore<int> _core;
    private int _value;

    /// <summary>A ValueTask that completes with <paramref name="value"/> on a thread-pool thread.</summary>
    public ValueTask<int> YieldAsync(int value)
    {
        _core.Reset();
        _value = value;
        ThreadPool.UnsafeQueueUserWorkItem(this, preferLocal: false);
        return new ValueTask<int>(this, _core.Version);
    }

    void IThreadPoolWorkItem.Execute() => _core.SetResult(_value);

    int IValueTaskSource<int>.GetResult(short token) => _core.GetResult(token);

    ValueTaskSourceStatus IValueTaskSource<int>.GetStatus(short token) => _core.GetStatus(token);

    void IValueTaskSource<int>.OnCompleted(Action<object?> continuation, object? state, short token, ValueTaskSourceOnCompletedFlags flags) =>
        _core.OnCompleted(continuation, state, token, flags);
}
