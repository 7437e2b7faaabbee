namespace StockPrices.CompiledAs;

/// <summary>AsyncLocal values across an async method's boundary; compiled both ways (see <see cref="ISynchronousCompletion"/>).</summary>
public interface IContextFlow
{
    static abstract Task<int> ReadAfterYieldAsync(AsyncLocal<int> local);

    static abstract Task SetAsync(AsyncLocal<int> local, int value);

    static abstract Task<int> ValueAfterAwaitingSetAsync(AsyncLocal<int> local, int value);
}
