using BenchmarkDotNet.Attributes;
using StockPrices.Beyond;

namespace StockPrices.Benchmarks.Beyond;

/// <summary>
/// Question 4: what does cancellation support cost? Checking a token (the baseline); registering a callback and
/// disposing the registration, as an awaitable that honours a token does per await, on a token that can be
/// cancelled and on one that cannot; creating and disposing a <see cref="CancellationTokenSource"/> and a linked
/// one; and cancelling an await that is pending (it suspends on <see cref="Task.Delay(int, CancellationToken)"/>,
/// <see cref="CancellationTokenSource.Cancel()"/> resumes it inline with an <see cref="OperationCanceledException"/>).
/// Times and bytes per operation.
/// </summary>
[MemoryDiagnoser]
[ThreadingDiagnoser]
public class CancellationCost
{
    private static readonly Action<object?> OnCancel = static _ => { };
    private readonly CancellationTokenSource _source = new();
    private readonly CancellationTokenSource _otherSource = new();

    [GlobalCleanup]
    public void DisposeSources()
    {
        _source.Dispose();
        _otherSource.Dispose();
    }

    [Benchmark(Baseline = true)]
    [BenchmarkCategory(BeyondVariants.CheckToken, BenchmarkShape.CompletesSynchronously)]
    public bool CheckToken()
    {
        _source.Token.ThrowIfCancellationRequested();
        return _source.Token.CanBeCanceled;
    }

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.Register, BenchmarkShape.CompletesSynchronously)]
    public bool RegisterAndDispose()
    {
        using var registration = _source.Token.Register(OnCancel, null);
        return registration.Token.CanBeCanceled;
    }

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.RegisterOnTokenThatCannotCancel, BenchmarkShape.CompletesSynchronously)]
    public bool RegisterAndDispose_TokenThatCannotCancel()
    {
        using var registration = CancellationToken.None.Register(OnCancel, null);
        return registration.Token.CanBeCanceled;
    }

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.CreateSource, BenchmarkShape.CompletesSynchronously)]
    public bool CreateAndDisposeSource()
    {
        using var source = new CancellationTokenSource();
        return source.Token.CanBeCanceled;
    }

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.CreateLinkedSource, BenchmarkShape.CompletesSynchronously)]
    public bool CreateAndDisposeLinkedSource()
    {
        using var linked = CancellationTokenSource.CreateLinkedTokenSource(_source.Token, _otherSource.Token);
        return linked.Token.CanBeCanceled;
    }

    [Benchmark]
    [BenchmarkCategory(BeyondVariants.CancelPendingAwait, BenchmarkShape.CallerBlocks)]
    public int CancelPendingAwait_CallerBlocks() => CancelPendingAwaitAsync().GetAwaiter().GetResult();

    [Benchmark(OperationsPerInvoke = BenchmarkShape.AwaitsPerInvoke)]
    [BenchmarkCategory(BeyondVariants.CancelPendingAwait, BenchmarkShape.AsyncAllTheWay)]
    public async Task<int> CancelPendingAwait_AsyncAllTheWay()
    {
        var cancelled = 0;
        for (var i = 0; i < BenchmarkShape.AwaitsPerInvoke; i++)
        {
            cancelled += await CancelPendingAwaitAsync();
        }

        return cancelled;
    }

    private static async Task<int> CancelPendingAwaitAsync()
    {
        using var source = new CancellationTokenSource();
        var waiting = WaitUntilCancelledAsync(source.Token);
        source.Cancel();
        return await waiting;
    }

    private static async Task<int> WaitUntilCancelledAsync(CancellationToken cancellationToken)
    {
        try
        {
            await Task.Delay(Timeout.Infinite, cancellationToken);
            return 0;
        }
        catch (OperationCanceledException)
        {
            return 1;
        }
    }
}
