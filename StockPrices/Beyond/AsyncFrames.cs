using System.Runtime.CompilerServices;

namespace StockPrices.Beyond;

/// <summary>
/// Chains of <c>depth</c> frames, each calling the next and adding one to its result: synchronous, async completing
/// synchronously, async whose innermost frame suspends once (<c>await Task.Yield()</c>), and the same three with the
/// innermost frame throwing <see cref="FrameException"/> instead of returning, so the exception crosses every frame.
/// </summary>
public static class AsyncFrames
{
    /// <summary>What the innermost frame returns: above the builder's cache of small <c>Task&lt;int&gt;</c> results, so every frame allocates its task alike.</summary>
    public const int InnermostResult = 1_000;

    [MethodImpl(MethodImplOptions.NoInlining)]
    public static int Sync(int depth) => depth <= 1 ? InnermostResult : Sync(depth - 1) + 1;

    [MethodImpl(MethodImplOptions.NoInlining)]
    public static async Task<int> CompletingAsync(int depth)
    {
        if (depth <= 1)
        {
            await Task.CompletedTask.ConfigureAwait(false);
            return InnermostResult;
        }

        return await CompletingAsync(depth - 1).ConfigureAwait(false) + 1;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    public static async Task<int> YieldingAsync(int depth)
    {
        if (depth <= 1)
        {
            await Task.Yield();
            return InnermostResult;
        }

        return await YieldingAsync(depth - 1).ConfigureAwait(false) + 1;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    public static int SyncThrowing(int depth) => depth <= 1 ? throw new FrameException() : SyncThrowing(depth - 1) + 1;

    [MethodImpl(MethodImplOptions.NoInlining)]
    public static async Task<int> ThrowingAsync(int depth)
    {
        if (depth <= 1)
        {
            await Task.CompletedTask.ConfigureAwait(false);
            throw new FrameException();
        }

        return await ThrowingAsync(depth - 1).ConfigureAwait(false) + 1;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    public static async Task<int> YieldingThenThrowingAsync(int depth)
    {
        if (depth <= 1)
        {
            await Task.Yield();
            throw new FrameException();
        }

        return await YieldingThenThrowingAsync(depth - 1).ConfigureAwait(false) + 1;
    }
}
