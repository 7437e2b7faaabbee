using System.Runtime.CompilerServices;

namespace StockPrices.Beyond;

/// <summary>
/// Eliding async: a method that only forwards to another async method can return its task directly (elided) or
/// <c>async</c>/<c>await</c> it (awaited). Both check their argument first. The elided one allocates nothing of its
/// own, but throws its argument exception at the call and leaves no frame in a later exception's stack trace; the
/// awaited one puts the argument exception in its task (it surfaces at the await) and keeps its frame.
/// </summary>
/// <remarks>Kept to the .NET Framework 4.8 API: StockPrices.RuntimeAnswers compiles this file for Mono too.</remarks>
public static class PassThrough
{
    /// <summary>The value for which <see cref="ReturnAfterYieldAsync"/> throws, after it has suspended.</summary>
    public const int FailingValue = int.MaxValue;

    /// <summary>The inner method, completing synchronously: a <see cref="Task{TResult}"/> for any value outside the builder's cache.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static async Task<int> ReturnAsync(int value)
    {
        await Task.CompletedTask.ConfigureAwait(false);
        return value;
    }

    /// <summary>The inner method, suspending once; throws <see cref="InvalidOperationException"/> for <see cref="FailingValue"/> after resuming.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static async Task<int> ReturnAfterYieldAsync(int value)
    {
        await Task.Yield();
        return value == FailingValue ? throw new InvalidOperationException("The inner method failed after it resumed.") : value;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    public static Task<int> ElidedAsync(int value)
    {
        ThrowIfNegative(value);
        return ReturnAsync(value);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    public static async Task<int> AwaitedAsync(int value)
    {
        ThrowIfNegative(value);
        return await ReturnAsync(value).ConfigureAwait(false);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    public static Task<int> ElidedYieldingAsync(int value)
    {
        ThrowIfNegative(value);
        return ReturnAfterYieldAsync(value);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    public static async Task<int> AwaitedYieldingAsync(int value)
    {
        ThrowIfNegative(value);
        return await ReturnAfterYieldAsync(value).ConfigureAwait(false);
    }

    private static void ThrowIfNegative(int value)
    {
        if (value < 0)
        {
            throw new ArgumentOutOfRangeException(nameof(value), value, "The value must not be negative.");
        }
    }
}
