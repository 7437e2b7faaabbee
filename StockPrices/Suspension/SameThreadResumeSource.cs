using System.Threading.Tasks.Sources;

namespace StockPrices.Suspension;

/// <summary>
/// An awaitable that is never complete when awaited and is resumed by its owner on the owner's thread: the awaiting
/// method suspends (its state machine is boxed, its continuation stored here) and <see cref="Resume"/> runs that
/// continuation inline. What is left of an await is its machinery, with no thread pool and no other thread. Reusable:
/// one awaiter at a time, reset as its result is read. Not thread-safe, by design.
/// </summary>
public sealed class SameThreadResumeSource : IValueTaskSource<int>
{
    // RunContinuationsAsynchronously stays false: the continuation runs inside Resume, on the caller's thread.
    private ManualResetValueTaskSourceCore<int> _core;

    /// <summary>Awaited by the method that suspends; never complete until <see cref="Resume"/>.</summary>
    public ValueTask<int> WaitAsync() => new(this, _core.Version);

    /// <summary>Completes the pending wait with <paramref name="value"/>, running its continuation now, on this thread.</summary>
    public void Resume(int value) => _core.SetResult(value);

    int IValueTaskSource<int>.GetResult(short token)
    {
        var result = _core.GetResult(token);
        _core.Reset();
        return result;
    }

    ValueTaskSourceStatus IValueTaskSource<int>.GetStatus(short token) => _core.GetStatus(token);

    void IValueTaskSource<int>.OnCompleted(Action<object?> continuation, object? state, short token, ValueTaskSourceOnCompletedFlags flags) =>
        _core.OnCompleted(continuation, state, token, flags);
}
