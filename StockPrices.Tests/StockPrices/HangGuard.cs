namespace StockPrices.Tests.StockPrices;

/// <summary>
/// How long a test waits for something that must happen before it gives up. Not a timing assertion: the
/// waits finish in milliseconds; this only turns a bug that would hang the run into a failure.
/// </summary>
internal static class HangGuard
{
    public static readonly TimeSpan Timeout = TimeSpan.FromSeconds(30);

    /// <summary>Waits for <paramref name="task"/> to finish, whether it succeeds, fails or is cancelled.</summary>
    public static Task WhenFinished(Task task) =>
        task.ContinueWith(static _ => { }, CancellationToken.None, TaskContinuationOptions.ExecuteSynchronously, TaskScheduler.Default)
            .WaitAsync(Timeout);
}
