namespace StockPrices.Suspension;

/// <summary>
/// One-level methods that suspend once and resume on the thread pool: <see cref="Task.Yield"/> queues the continuation
/// to the pool's global queue; <see cref="ConfigureAwaitOptions.ForceYielding"/> on a completed task queues it to the
/// current worker's local queue (the global one when the caller is not a pool thread). Beside
/// <see cref="MachinerySuspension.OneLevelTaskAsync"/>, the difference is the hop.
/// </summary>
public static class HopSuspension
{
    public static async Task<int> OneLevelTaskYieldAsync()
    {
        await Task.Yield();
        return 1;
    }

    public static async Task<int> OneLevelForceYieldingAsync()
    {
        await Task.CompletedTask.ConfigureAwait(ConfigureAwaitOptions.ForceYielding);
        return 1;
    }
}
