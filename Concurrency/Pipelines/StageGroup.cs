using System.Runtime.ExceptionServices;

namespace Concurrency.Pipelines;

/// <summary>
/// Runs the stages of a pipeline as separate tasks that share one stop token. The first stage to fail
/// stops the others; <see cref="WhenAllStoppedAsync"/> waits for every stage, then throws that first
/// failure once (unwrapped), or <see cref="OperationCanceledException"/> if the caller cancelled.
/// </summary>
internal sealed class StageGroup : IDisposable
{
    private readonly CancellationToken _callerToken;
    private readonly CancellationTokenSource _stop;
    private readonly List<Task> _stages = [];
    private ExceptionDispatchInfo? _firstFailure;

    public StageGroup(CancellationToken callerToken)
    {
        _callerToken = callerToken;
        _stop = CancellationTokenSource.CreateLinkedTokenSource(callerToken);
    }

    /// <summary>Cancelled when the caller cancels or any stage fails.</summary>
    public CancellationToken StopToken => _stop.Token;

    /// <summary>Starts <paramref name="stage"/> on the thread pool.</summary>
    public void Start(Func<CancellationToken, Task> stage) =>
        _stages.Add(Observe(Task.Run(() => stage(_stop.Token), CancellationToken.None)));

    /// <summary>Watches a task started elsewhere (e.g. a dataflow block's completion) as a stage.</summary>
    public void Watch(Task stage) => _stages.Add(Observe(stage));

    public async Task WhenAllStoppedAsync()
    {
        await Task.WhenAll(_stages).ConfigureAwait(false);
        _firstFailure?.Throw();
        _callerToken.ThrowIfCancellationRequested();
        if (_stop.IsCancellationRequested)
        {
            throw new OperationCanceledException("A pipeline stage stopped without finishing.", _stop.Token);
        }
    }

    public void Dispose() => _stop.Dispose();

    private async Task Observe(Task stage)
    {
        try
        {
            await stage.ConfigureAwait(false);
        }
        catch (OperationCanceledException) when (_stop.IsCancellationRequested)
        {
            // Stopped because another stage failed or the caller cancelled: not a failure of its own.
        }
        catch (Exception) when (_callerToken.IsCancellationRequested && Volatile.Read(ref _firstFailure) is null)
        {
            // Whatever a stage throws while the caller cancels (e.g. a socket torn down) is part of the cancellation.
        }
        catch (Exception exception)
        {
            var root = exception is AggregateException aggregate ? aggregate.Flatten().InnerExceptions[0] : exception;
            if (Interlocked.CompareExchange(ref _firstFailure, ExceptionDispatchInfo.Capture(root), null) is null)
            {
                await _stop.CancelAsync().ConfigureAwait(false);
            }
        }
    }
}
