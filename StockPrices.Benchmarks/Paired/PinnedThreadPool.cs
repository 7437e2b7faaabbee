using System.Reflection;

namespace StockPrices.Benchmarks.Paired;

/// <summary>
/// <c>quick</c> measures with the thread pool's idle workers not spinning, so that every hop lands in the same one of
/// the pool's two modes, run after run, instead of the mode a process happens to settle into (docs/thread-pool-modes.md):
/// the setting behind <c>DOTNET_ThreadPool_UnfairSemaphoreSpinLimit=0</c>. The runtime reads it once, when the pool's
/// worker semaphore is created, so the app pins it before anything else runs for <c>quick</c>, and
/// <see cref="SpinLimit"/> reads back the limit the pool really uses.
/// </summary>
internal static class PinnedThreadPool
{
    /// <summary>The runtime setting (the AppContext name of <c>DOTNET_ThreadPool_UnfairSemaphoreSpinLimit</c>).</summary>
    public const string Setting = "System.Threading.ThreadPool.UnfairSemaphoreSpinLimit";

    public const int PinnedSpinLimit = 0;

    public static void Pin() => AppContext.SetData(Setting, PinnedSpinLimit);

    /// <summary>
    /// The spin limit of the pool's worker semaphore (<c>PortableThreadPool.WorkerThread.s_semaphore._spinCount</c> in
    /// System.Private.CoreLib), or null on a runtime that does not have these private fields.
    /// </summary>
    public static int? SpinLimit()
    {
        const BindingFlags Private = BindingFlags.NonPublic;
        var semaphore = typeof(ThreadPool).Assembly.GetType("System.Threading.PortableThreadPool+WorkerThread")
            ?.GetField("s_semaphore", Private | BindingFlags.Static)?.GetValue(null);
        return semaphore?.GetType().GetField("_spinCount", Private | BindingFlags.Instance)?.GetValue(semaphore) as int?;
    }
}
