using System.Runtime.CompilerServices;

namespace StockPrices.Suspension;

/// <summary>
/// Methods that suspend once on a <see cref="SameThreadResumeSource"/>, at one level (the method itself) and at two
/// (a method awaiting it, which suspends too), for Task, ValueTask and a ValueTask on the pooling builder: what a
/// suspension costs before any thread pool is involved.
/// </summary>
public static class MachinerySuspension
{
    public static async Task<int> OneLevelTaskAsync(SameThreadResumeSource source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return await source.WaitAsync().ConfigureAwait(false);
    }

    public static async ValueTask<int> OneLevelValueTaskAsync(SameThreadResumeSource source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return await source.WaitAsync().ConfigureAwait(false);
    }

    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder<>))]
    public static async ValueTask<int> OneLevelPooledValueTaskAsync(SameThreadResumeSource source)
    {
        ArgumentNullException.ThrowIfNull(source);
        return await source.WaitAsync().ConfigureAwait(false);
    }

    public static async Task<int> TwoLevelTaskAsync(SameThreadResumeSource source) =>
        await OneLevelTaskAsync(source).ConfigureAwait(false) + 1;

    public static async ValueTask<int> TwoLevelValueTaskAsync(SameThreadResumeSource source) =>
        await OneLevelValueTaskAsync(source).ConfigureAwait(false) + 1;

    [AsyncMethodBuilder(typeof(PoolingAsyncValueTaskMethodBuilder<>))]
    public static async ValueTask<int> TwoLevelPooledValueTaskAsync(SameThreadResumeSource source) =>
        await OneLevelPooledValueTaskAsync(source).ConfigureAwait(false) + 1;
}
