namespace StockPrices.Tests.RuntimeBehavior;

// These methods are async on purpose and never await: they complete synchronously, which is the
// case the builders' task caches are for (as in dotnet/runtime's AsyncTaskMethodBuilderTests).
#pragma warning disable CS1998

/// <summary>Async methods that complete synchronously, so the tests can ask which task their builder returns.</summary>
internal static class SynchronousAsyncMethods
{
    public static async Task CompleteAsync()
    {
    }

    public static async Task<T> ReturnAsync<T>(T value) => value;

#if !NETFRAMEWORK
    public static async ValueTask<T> ReturnValueTaskAsync<T>(T value) => value;
#endif
}
