namespace StockPrices.Tests.StockPrices;

/// <summary>
/// Holds back the thread-pool continuations of calls started through <see cref="Start{T}"/> until
/// <see cref="Open"/>, so a test can look at the task a call returned without racing the thread pool.
/// </summary>
/// <remarks>
/// The started call's <see cref="ExecutionContext"/> carries a marker in an <see cref="AsyncLocal{T}"/>. When a
/// thread-pool thread switches to that context to run one of the call's continuations, the runtime first calls the
/// AsyncLocal's change handler on that thread; the handler waits there for the gate to open.
/// </remarks>
internal sealed class ContinuationGate : IDisposable
{
    private readonly ManualResetEventSlim _opened = new();
    private readonly AsyncLocal<ContinuationGate?> _marker;

    public ContinuationGate()
    {
        _marker = new AsyncLocal<ContinuationGate?>(change =>
        {
            if (change.ThreadContextChanged && change.CurrentValue is not null && Thread.CurrentThread.IsThreadPoolThread)
            {
                _opened.Wait();
            }
        });
    }

    public T Start<T>(Func<T> call)
    {
        ArgumentNullException.ThrowIfNull(call);
        _marker.Value = this;
        try
        {
            return call();
        }
        finally
        {
            _marker.Value = null;
        }
    }

    public void Open() => _opened.Set();

    // Opens rather than disposes the event: a held thread-pool thread may still be waking up on it.
    public void Dispose() => Open();
}
