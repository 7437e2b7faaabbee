namespace StockPrices.Tests.Concurrency;

/// <summary>
/// A hard time limit for one test's run: the run gets NUnit's cancellation token, and if it has not
/// finished within the limit the test fails with a <see cref="TimeoutException"/>, even when the code
/// under test ignores the token or blocks before returning its task.
/// </summary>
internal static class HangLimit
{
    public static async Task RunAsync(TimeSpan limit, Func<CancellationToken, Task> run)
    {
        using var cancellation = CancellationTokenSource.CreateLinkedTokenSource(TestContext.CurrentContext.CancellationToken);
        cancellation.CancelAfter(limit);
        var started = Task.Run(() => run(cancellation.Token));
        try
        {
            await started.WaitAsync(limit + limit);
        }
        catch (TimeoutException)
        {
            throw new TimeoutException($"Still running after {limit + limit}: a stage or node hangs and ignores cancellation.");
        }
    }

    public static async Task<T> RunAsync<T>(TimeSpan limit, Func<CancellationToken, Task<T>> run)
    {
        var result = default(T);
        await RunAsync(limit, async token => { result = await run(token); });
        return result!;
    }
}
