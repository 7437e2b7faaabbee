using StockPrices.Suspension;

namespace StockPrices.CompiledAs;

/// <summary>A chain of async methods whose innermost frame suspends once; compiled both ways (see <see cref="ISynchronousCompletion"/>).</summary>
public interface ISuspendingChain
{
    static abstract Task<int> YieldAsync(int depth);

    static abstract Task<int> AwaitSourceAsync(int depth, SameThreadResumeSource source);

    static abstract Task<int> AwaitEachSourceChainAsync(int calls, int depth, SameThreadResumeSource source);

    static abstract Task<int> AwaitTaskAsync(int depth, Task<int> pending);

    static abstract ValueTask<int> PooledAwaitSourceAsync(SameThreadResumeSource source);
}
