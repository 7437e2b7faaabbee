using System.Runtime.CompilerServices;
using BenchmarkDotNet.Attributes;

namespace StockPrices.Benchmarks.Runtimes.Benchmarks;

/// <summary>
/// Which completed results does each runtime hand out as a cached task? An async method that completes
/// synchronously allocates nothing when its result is cached and a new task when it is not, so the
/// Allocated column answers the question per runtime (dotnet/runtime TaskCache.cs: the int cache is -1..8;
/// since .NET 8 any all-zero 1, 2, 4, 8 or 16-byte unmanaged default is cached).
/// Each benchmark returns the task itself, so BenchmarkDotNet measures the call, not an await.
/// </summary>
[MemoryDiagnoser]
public class TaskResultCaching
{
    [Benchmark(Baseline = true)]
    public object AsyncTask_Completed() => CompleteAsync();

    [Benchmark]
    public object AsyncTaskOfInt_8() => ReturnAsync(8);

    [Benchmark]
    public object AsyncTaskOfInt_9() => ReturnAsync(9);

    [Benchmark]
    public object AsyncTaskOfBool_True() => ReturnAsync(true);

    [Benchmark]
    public object AsyncTaskOfDecimal_0() => ReturnAsync(0m);

    [Benchmark]
    public object AsyncTaskOfDecimal_0_0() => ReturnAsync(0.0m);

    [Benchmark]
    public object AsyncTaskOfDecimal_42() => ReturnAsync(42m);

    [Benchmark]
    public object AsyncTaskOfDouble_0() => ReturnAsync(0d);

    [Benchmark]
    public object AsyncTaskOfGuid_Empty() => ReturnAsync(Guid.Empty);

    [Benchmark]
    public object TaskFromResultOfInt_8() => Task.FromResult(8);

    [Benchmark]
    public object TaskFromResultOfInt_9() => Task.FromResult(9);

    [Benchmark]
    public ValueTask<int> AsyncValueTaskOfInt_9() => ReturnValueTaskAsync(9);

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static async Task CompleteAsync() => await Task.CompletedTask;

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static async Task<T> ReturnAsync<T>(T value)
    {
        await Task.CompletedTask;
        return value;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static async ValueTask<int> ReturnValueTaskAsync(int value)
    {
        await Task.CompletedTask;
        return value;
    }
}
