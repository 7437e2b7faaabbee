using System.Reflection;

namespace StockPrices.Tests.RuntimeBehavior;

/// <summary>
/// Bytes allocated so far by the current thread. .NET Core has <c>GC.GetAllocatedBytesForCurrentThread</c>;
/// the .NET Framework 4.8 reference assemblies do not, but Mono implements it, so it is looked up at run time.
/// </summary>
internal static class ThreadAllocatedBytes
{
    private static readonly Func<long> Read = (Func<long>)Delegate.CreateDelegate(
        typeof(Func<long>),
        typeof(GC).GetMethod("GetAllocatedBytesForCurrentThread", BindingFlags.Public | BindingFlags.Static, null, Type.EmptyTypes, null)
            ?? throw new NotSupportedException("This runtime has no GC.GetAllocatedBytesForCurrentThread."));

    /// <summary>What one call of <paramref name="action"/> allocates on this thread, after a warm-up call.</summary>
    public static long Of(Action action)
    {
        action();
        var before = Read();
        action();
        return Read() - before;
    }
}
