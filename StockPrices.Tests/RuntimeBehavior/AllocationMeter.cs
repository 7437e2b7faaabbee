using System.Diagnostics;

namespace StockPrices.Tests.RuntimeBehavior;

/// <summary>
/// Counts the bytes a call allocates. Every method warms the call up first, so one-time work (type loading,
/// static sentinel tasks, a pool's first boxes) stays out of the count. Tier-0 code allocates the same bytes as
/// optimised code on these paths (the same figures were measured with DOTNET_TieredCompilation=0), so the
/// warm-up does not need to wait for tier-1 compilation.
/// </summary>
internal static class AllocationMeter
{
    private const int WarmUpCalls = 100;
    private const int AgreeingTrials = 3;
    private const double AgreementBytes = 0.5;
    private const int MaximumTrials = 200;
    private const int PausedCalls = 100;
    private static readonly TimeSpan MinimumTrialTime = TimeSpan.FromSeconds(1);
    private static readonly TimeSpan MaximumTrialTime = TimeSpan.FromSeconds(30);
    private static readonly TimeSpan SpinningWorkerAsleep = TimeSpan.FromMilliseconds(1);

    private static decimal s_sink;

    /// <summary>
    /// Bytes per call of code that completes synchronously, counted on the calling thread only: exact, since no
    /// other thread takes part and the counter is the thread's own.
    /// </summary>
    public static double BytesPerSynchronousCall(Func<decimal> call, int calls = 1_000)
    {
        for (var i = 0; i < WarmUpCalls; i++)
        {
            s_sink += call();
        }

        var before = GC.GetAllocatedBytesForCurrentThread();
        for (var i = 0; i < calls; i++)
        {
            s_sink += call();
        }

        return (double)(GC.GetAllocatedBytesForCurrentThread() - before) / calls;
    }

    /// <summary>
    /// The exact bytes of one call that suspends, counted on every thread, because its continuations run on
    /// thread-pool threads that <see cref="GC.GetAllocatedBytesForCurrentThread"/> does not see.
    /// </summary>
    /// <remarks>
    /// The process-wide counter also sees whatever other threads allocate meanwhile, and that noise only ever adds
    /// bytes. A call whose work the thread pool finished before the call returned suspended less and allocates
    /// less, so only calls that returned a pending task are counted. The minimum over those calls is therefore
    /// the call's own cost, exactly, as soon as one of them ran without noise.
    /// A continuation queued to this worker's own queue (<c>ConfigureAwaitOptions.ForceYielding</c>) can be stolen
    /// and finished by a worker that is still spinning from the previous call before the call returns, and in some
    /// processes that happened on every call. So when no call returned pending, the calls are made again, each
    /// after a pause (<see cref="SpinningWorkerAsleep"/>) long enough for the other workers to stop spinning.
    /// </remarks>
    public static Task<long> BytesPerSuspendingCallAsync<T>(Func<ValueTask<T>> call, int calls = 1_000) =>
        Task.Run(async () =>
        {
            await LeaveTheCallersContextAndWarmUpAsync(call);
            var minimum = await FewestBytesOfASuspendedCallAsync(call, calls, pauseFirst: false)
                ?? await FewestBytesOfASuspendedCallAsync(call, PausedCalls, pauseFirst: true);
            return minimum ?? throw new InvalidOperationException("No call suspended: this call does not take the path being measured.");
        });

    private static async Task<long?> FewestBytesOfASuspendedCallAsync<T>(Func<ValueTask<T>> call, int calls, bool pauseFirst)
    {
        // This method's own state machine is boxed at its first suspension: here, not inside a counted call.
        await Task.Yield();
        long? minimum = null;
        for (var i = 0; i < calls; i++)
        {
            if (pauseFirst)
            {
                Thread.Sleep(SpinningWorkerAsleep);
            }

            var before = GC.GetTotalAllocatedBytes(precise: true);
            var pending = call();
            var suspended = !pending.IsCompleted;
            Sink<T>.Last = await pending;
            var bytes = GC.GetTotalAllocatedBytes(precise: true) - before;
            if (suspended)
            {
                minimum = Math.Min(minimum ?? long.MaxValue, bytes);
            }
        }

        return minimum;
    }

    /// <summary>
    /// Bytes per call of trials of <paramref name="calls"/> calls each, counted on every thread, in the order
    /// measured: the shape of the async-all-the-way benchmarks (one async method awaiting the calls one after
    /// another). Other threads only ever add bytes to a trial, so the call's own amortised cost is at most the
    /// fewest bytes of any trial: see <see cref="Fewest"/>.
    /// </summary>
    /// <remarks>
    /// The test runner's other threads allocate in bursts: NUnit writes each finished test's result as XML on its
    /// own thread, and on a loaded machine that thread lags the tests by many trials, in bursts or steadily for tens
    /// of milliseconds (three trials in a row read 6.1 B per call once). So trials go on for at least
    /// <see cref="MinimumTrialTime"/> and until <see cref="AgreeingTrials"/> of them read within
    /// <see cref="AgreementBytes"/> per call of the fewest, or until <see cref="MaximumTrials"/> or
    /// <see cref="MaximumTrialTime"/> runs out. More trials can only lower the fewest.
    /// </remarks>
    public static Task<double[]> AmortisedBytesPerCallAsync<T>(Func<ValueTask<T>> call, int calls = 10_000) =>
        Task.Run(async () =>
        {
            await LeaveTheCallersContextAndWarmUpAsync(call);
            for (var i = 0; i < calls; i++)
            {
                Sink<T>.Last = await call(); // one more trial's worth, uncounted: the pool and tiered code reach their steady state
            }

            var bytesPerCall = new List<double>();
            var elapsed = Stopwatch.StartNew();
            while ((elapsed.Elapsed < MinimumTrialTime || !Agree(bytesPerCall)) && bytesPerCall.Count < MaximumTrials && elapsed.Elapsed < MaximumTrialTime)
            {
                var before = GC.GetTotalAllocatedBytes(precise: true);
                for (var i = 0; i < calls; i++)
                {
                    Sink<T>.Last = await call();
                }

                bytesPerCall.Add((double)(GC.GetTotalAllocatedBytes(precise: true) - before) / calls);
            }

            return bytesPerCall.ToArray();
        });

    /// <summary>
    /// The fewest bytes per call of <see cref="AmortisedBytesPerCallAsync"/>'s trials: the trial the test runner's
    /// other threads disturbed least; a median would let a majority of disturbed trials decide.
    /// </summary>
    public static double Fewest(double[] trials) => trials.Min();

    private static bool Agree(List<double> bytesPerCall)
    {
        var fewest = bytesPerCall.DefaultIfEmpty().Min();
        return bytesPerCall.Count(bytes => bytes - fewest < AgreementBytes) >= AgreeingTrials;
    }

    /// <summary>
    /// Checks that the measuring loop (started by Task.Run) has no SynchronizationContext, to which posting a
    /// continuation would allocate, and warms the call up. Awaiting this suspends the measuring loop once, so that
    /// the loop's own state-machine box is allocated before counting starts.
    /// </summary>
    private static async Task LeaveTheCallersContextAndWarmUpAsync<T>(Func<ValueTask<T>> call)
    {
        await Task.Yield();
        if (SynchronizationContext.Current is not null)
        {
            throw new InvalidOperationException("The measuring loop must run without a SynchronizationContext.");
        }

        for (var i = 0; i < WarmUpCalls; i++)
        {
            Sink<T>.Last = await call();
        }
    }

    /// <summary>Where the async methods keep each result, so that the calls are not optimised away, without boxing it.</summary>
    private static class Sink<T>
    {
        public static T? Last;
    }
}
