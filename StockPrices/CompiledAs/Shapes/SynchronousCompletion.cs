using System.Runtime.CompilerServices;

#if RUNTIME_ASYNC
namespace StockPrices.CompiledAs.RuntimeAsync;
#else
namespace StockPrices.CompiledAs.StateMachine;
#endif

// These methods are async on purpose and never await: they complete synchronously, the path that the builders'
// task caches are for, and the one where runtime async can hand a result to an awaiting caller with no task at all.
#pragma warning disable CS1998

/// <summary>
/// Async methods that complete synchronously, and async callers that await them directly. This file is compiled
/// twice: into the StockPrices library as classic state machines, and into StockPrices.RuntimeAsync with
/// runtime-async=on (docs/runtimes.md), so that both shapes of the same source run side by side in one process.
/// </summary>
public sealed class SynchronousCompletion : ISynchronousCompletion
{
    private SynchronousCompletion()
    {
    }

    public static async Task CompleteAsync()
    {
    }

    public static async Task<T> ReturnAsync<T>(T value) => value;

    public static async ValueTask<T> ReturnValueTaskAsync<T>(T value) => value;

    /// <summary>As <see cref="ReturnAsync{T}"/>, but never inlined into its caller, as most methods with a real body are not.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static async Task<T> ReturnNotInlinedAsync<T>(T value) => value;

    /// <summary>Awaits <see cref="CompleteAsync"/> <paramref name="calls"/> times: an async caller, awaiting directly.</summary>
    public static async Task AwaitCompleteAsync(int calls)
    {
        for (var i = 0; i < calls; i++)
        {
            await CompleteAsync().ConfigureAwait(false);
        }
    }

    /// <summary>Awaits <see cref="ReturnAsync{T}"/> <paramref name="calls"/> times and returns the last result.</summary>
    public static async Task<T?> AwaitReturnAsync<T>(int calls, T value)
    {
        var last = default(T);
        for (var i = 0; i < calls; i++)
        {
            last = await ReturnAsync(value).ConfigureAwait(false);
        }

        return last;
    }

    /// <summary>Awaits <see cref="ReturnNotInlinedAsync{T}"/> <paramref name="calls"/> times and returns the last result.</summary>
    public static async Task<T?> AwaitReturnNotInlinedAsync<T>(int calls, T value)
    {
        var last = default(T);
        for (var i = 0; i < calls; i++)
        {
            last = await ReturnNotInlinedAsync(value).ConfigureAwait(false);
        }

        return last;
    }

    /// <summary>Awaits <see cref="ReturnValueTaskAsync{T}"/> <paramref name="calls"/> times and returns the last result.</summary>
    public static async Task<T?> AwaitReturnValueTaskAsync<T>(int calls, T value)
    {
        var last = default(T);
        for (var i = 0; i < calls; i++)
        {
            last = await ReturnValueTaskAsync(value).ConfigureAwait(false);
        }

        return last;
    }
}
