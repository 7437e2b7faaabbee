using BenchmarkDotNet.EventProcessors;
using BenchmarkDotNet.Running;
using StockPrices.Benchmarks.Config;

namespace StockPrices.Benchmarks.CommandLine;

/// <summary>
/// Gives the process BenchmarkDotNet starts for each benchmark case a deadline of its own, besides the watch on its
/// parent (<see cref="ParentDeathWatch"/>, which that process arms as it loads this assembly): BenchmarkDotNet starts the
/// case's process just after <see cref="OnStartRunBenchmark"/>, with this process's environment, so the deadline set
/// here reaches it, and a case that hangs while this app is alive but stuck still ends.
/// </summary>
internal sealed class BenchmarkProcessDeadline : EventProcessor
{
    /// <summary>
    /// How long one case's process may run: the default job's pilot, warm-up and at most 100 iterations of the slowest
    /// benchmark take a few minutes; this is many times that, and still ends a hung process within the hour.
    /// </summary>
    private static readonly TimeSpan Limit = TimeSpan.FromMinutes(30);

    public override void OnStartRunBenchmark(BenchmarkCase benchmarkCase) =>
        Environment.SetEnvironmentVariable(ParentDeathWatch.DeadlineVariable, ParentDeathWatch.DeadlineFromNow(Limit));
}
