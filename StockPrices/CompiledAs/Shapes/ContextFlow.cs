#if RUNTIME_ASYNC
namespace StockPrices.CompiledAs.RuntimeAsync;
#else
namespace StockPrices.CompiledAs.StateMachine;
#endif

/// <summary>
/// What an async method sees of its caller's <see cref="AsyncLocal{T}"/> values across a suspension, and what its
/// caller sees of the values it sets. Compiled twice, as <see cref="SynchronousCompletion"/> is.
/// </summary>
public sealed class ContextFlow : IContextFlow
{
    private ContextFlow()
    {
    }

    /// <summary>Reads <paramref name="local"/> after resuming on the thread pool.</summary>
    public static async Task<int> ReadAfterYieldAsync(AsyncLocal<int> local)
    {
        ArgumentNullException.ThrowIfNull(local);
        await Task.Yield();
        return local.Value;
    }

    /// <summary>Sets <paramref name="local"/> and completes synchronously.</summary>
    public static async Task SetAsync(AsyncLocal<int> local, int value)
    {
        ArgumentNullException.ThrowIfNull(local);
        local.Value = value;
        await Task.CompletedTask.ConfigureAwait(false);
    }

    /// <summary>Awaits <see cref="SetAsync"/> and returns the value the caller then sees.</summary>
    public static async Task<int> ValueAfterAwaitingSetAsync(AsyncLocal<int> local, int value)
    {
        ArgumentNullException.ThrowIfNull(local);
        await SetAsync(local, value).ConfigureAwait(false);
        return local.Value;
    }
}
