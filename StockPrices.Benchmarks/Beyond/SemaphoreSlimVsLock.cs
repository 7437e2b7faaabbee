using BenchmarkDotNet.Attributes;
using StockPrices.Beyond;

namespace StockPrices.Benchmarks.Beyond;

/// <summary>
/// Question 8: what does <see cref="SemaphoreSlim.WaitAsync()"/> cost against <c>lock</c>? Uncontended: enter and
/// leave, with nobody else holding it (lock, <see cref="SemaphoreSlim.Wait()"/>, <c>WaitAsync</c>). Contended: the
/// benchmark holds the semaphore, asks for it again with <c>WaitAsync</c> (the waiter is queued), releases it (the
/// waiter's continuation is scheduled on the thread pool) and awaits the waiter, in both shapes. Times and bytes
/// per enter-and-leave.
/// </summary>
[MemoryDiagnoser]
[ThreadingDiagnoser]
public class SemaphoreSlimVsLock
{
    private readonly object _gate = new();
    private readonly SemaphoreSlim _semaphore = new(1, 1);
    private int _entered;

    [GlobalCleanup]
    public void DisposeSemaphore() => _semaphore.Dispose();

    [Benchmark(Baseline = true)]
    [BenchmarkCategory(BeyondVariants.Lock, BeyondVariants.Uncontended, BenchmarkShape.CompletesSynchronously)]
    public int Lock()
    {
        lock (_gate)
        {
            return ++_entered;
        }
    }

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.SemaphoreWait, BeyondVariants.Uncontended, BenchmarkShape.CompletesSynchronously)]
    public int Wait_Uncontended()
    {
        _semaphore.Wait();
        try
        {
            return ++_entered;
        }
        finally
        {
            _semaphore.Release();
        }
    }

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.SemaphoreWaitAsync, BeyondVariants.Uncontended, BenchmarkShape.CompletesSynchronously)]
    public int WaitAsync_Uncontended()
    {
        _semaphore.WaitAsync().GetAwaiter().GetResult();
        try
        {
            return ++_entered;
        }
        finally
        {
            _semaphore.Release();
        }
    }

    [Benchmark(OperationsPerInvoke = BenchmarkShape.AwaitsPerInvoke)]
    [BenchmarkCategory(BeyondVariants.SemaphoreWaitAsync, BeyondVariants.Contended, BenchmarkShape.AsyncAllTheWay)]
    public async Task<int> WaitAsync_Contended_AsyncAllTheWay()
    {
        for (var i = 0; i < BenchmarkShape.AwaitsPerInvoke; i++)
        {
            await WaitBehindHolderAsync();
        }

        return _entered;
    }

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.SemaphoreWaitAsync, BeyondVariants.Contended, BenchmarkShape.CallerBlocks)]
    public int WaitAsync_Contended_CallerBlocks()
    {
        WaitBehindHolderAsync().GetAwaiter().GetResult();
        return _entered;
    }

    private Task WaitBehindHolderAsync()
    {
        _semaphore.Wait();
        var waiter = _semaphore.WaitAsync();
        _semaphore.Release();
        return EnterAndLeaveAsync(waiter);
    }

    private async Task EnterAndLeaveAsync(Task waiter)
    {
        await waiter;
        ++_entered;
        _semaphore.Release();
    }
}
