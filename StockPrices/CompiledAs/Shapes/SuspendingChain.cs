using System.Runtime.CompilerServices;
using StockPrices.Suspension;

using StockPrices.CompiledAs;

#if RUNTIME_ASYNC
namespace StockPrices.CompiledAs.RuntimeAsync;
#else
namespace StockPrices.CompiledAs.StateMachine;
#endif

/// <summary>
/// A chain of <c>async Task&lt;int&gt;</c> methods <c>depth</c> frames deep whose innermost frame suspends once, on
/// <see cref="Task.Yield"/>, on a reusable <see cref="SameThreadResumeSource"/> (an IValueTaskSource resumed on the
/// caller's thread) or on a pending <see cref="TaskCompletionSource{TResult}"/>; every frame above it suspends too.
/// Compiled twice, as <see cref="SynchronousCompletion"/> is.
/// </summary>
public sealed class SuspendingChain : ISuspendingChain
{
    private SuspendingChain()
    {
    }

    public static async Task<int> YieldAsync(int depth)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(depth, 1);
        if (depth > 1)
        {
            return await YieldAsync(depth - 1).ConfigureAwait(false) + 1;
        }

        await Task.Yield();
        return 1;
    }

    public static async Task<int> AwaitSourceAsync(int depth, SameThreadResumeSource source)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(depth, 1);
        ArgumentNullException.ThrowIfNull(source);
        return depth > 1
            ? await AwaitSourceAsync(depth - 1, source).ConfigureAwait(false) + 1
            : await source.WaitAsync().ConfigureAwait(false);
    }

    /// <summary>
    /// An async caller awaiting <see cref="AwaitSourceAsync"/> <paramref name="calls"/> times, each call suspending; the
    /// source's owner resumes each on its own thread (SuspendingCallers.ResumeEach). Returns the sum of the results.
    /// </summary>
    public static async Task<int> AwaitEachSourceChainAsync(int calls, int depth, SameThreadResumeSource source)
    {
        var sum = 0;
        for (var i = 0; i < calls; i++)
        {
            sum += await AwaitSourceAsync(depth, source).ConfigureAwait(false);
        }

        return sum;
    }

    public static async Task<int> AwaitTaskAsync(int depth, Task<int> pending)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(depth, 1);
        ArgumentNullException.ThrowIfNull(pending);
        return depth > 1
            ? await AwaitTaskAsync(depth - 1, pending).ConfigureAwait(false) + 1
            : await pending.ConfigureAwait(false);
    }

    /// <summary>One frame on the pooling builder: a state machine whatever the compiler's mode, if the builder is honoured.</summary>
    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder<>))]
    public static async ValueTask<int> PooledAwaitSourceAsync(SameThreadResumeSource source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return await source.WaitAsync().ConfigureAwait(false);
    }
}
