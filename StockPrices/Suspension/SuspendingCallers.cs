using System.Numerics;

namespace StockPrices.Suspension;

/// <summary>
/// The callers of a suspending method: an async loop that awaits it call after call (async all the way, the shape
/// the benchmarks measure), and, for the machinery, the owner of the <see cref="SameThreadResumeSource"/> that
/// resumes each suspended call on its own thread.
/// </summary>
public static class SuspendingCallers
{
    /// <summary>Awaits <paramref name="calls"/> calls one after another and returns the sum of their results.</summary>
    public static async Task<T> AwaitEachAsync<T>(int calls, Func<Task<T>> call, CancellationToken cancellationToken = default)
        where T : INumber<T>
    {
        ArgumentNullException.ThrowIfNull(call);
        var sum = T.Zero;
        for (var i = 0; i < calls; i++)
        {
            cancellationToken.ThrowIfCancellationRequested();
            sum += await call().ConfigureAwait(false);
        }

        return sum;
    }

    /// <inheritdoc cref="AwaitEachAsync{T}(int, Func{Task{T}}, CancellationToken)"/>
    public static async Task<T> AwaitEachAsync<T>(int calls, Func<ValueTask<T>> call, CancellationToken cancellationToken = default)
        where T : INumber<T>
    {
        ArgumentNullException.ThrowIfNull(call);
        var sum = T.Zero;
        for (var i = 0; i < calls; i++)
        {
            cancellationToken.ThrowIfCancellationRequested();
            sum += await call().ConfigureAwait(false);
        }

        return sum;
    }

    /// <summary>
    /// Runs <paramref name="loop"/>, started on this thread and suspended on <paramref name="source"/>, to its end:
    /// resumes it <paramref name="calls"/> times, each resumption running the loop inline up to its next suspension.
    /// </summary>
    public static int ResumeEach(SameThreadResumeSource source, int calls, Task<int> loop)
    {
        ArgumentNullException.ThrowIfNull(source);
        ArgumentNullException.ThrowIfNull(loop);
        for (var i = 0; i < calls; i++)
        {
            source.Resume(1);
        }

        return loop.IsCompletedSuccessfully
            ? loop.Result
            : throw new InvalidOperationException("The loop did not finish on the resuming thread: something it awaited was not the source.");
    }
}
