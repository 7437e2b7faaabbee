using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Jobs;
using StockPrices.Suspension;

namespace StockPrices.Benchmarks.MachineryAndHop;

/// <summary>
/// The hop in each of the thread pool's modes, pinned on purpose rather than left to chance, each mode a labelled job:
/// the default (an idle worker spins on the pool's semaphore for a while before it sleeps, so a continuation queued
/// just after may be taken by a second, already awake worker), no spinning (<c>DOTNET_ThreadPool_UnfairSemaphoreSpinLimit=0</c>:
/// a worker that finds no work sleeps at once, so the worker that queued a continuation is usually the one that runs it),
/// and hill climbing off (<c>DOTNET_HillClimbing_Disable=1</c>). docs/thread-pool-modes.md explains the mechanism from the
/// pool's source. Unit: per suspending call of a one-level method, and per suspending call of the lookup's two-level
/// chain (<see cref="StockPriceCacheThatYields"/>, the rows the article's chapter publishes).
/// </summary>
[MemoryDiagnoser]
[ThreadingDiagnoser]
[Config(typeof(Modes))]
public class ThreadPoolModes
{
    public const string DefaultMode = "default-pool";
    public const string NoSpinningMode = "no-spinning";
    public const string NoHillClimbingMode = "no-hill-climbing";

    private const int Calls = BenchmarkShape.AwaitsPerInvoke;
    private const string Ticker = SimulatedStockPriceSource.LastTicker;
    private readonly StockPriceCacheThatYields _cacheThatYields = new();

    [GlobalSetup]
    public void FillCache() => _cacheThatYields.InitializeAsync().GetAwaiter().GetResult();

    [Benchmark(Baseline = true, OperationsPerInvoke = Calls)]
    [BenchmarkCategory(SuspensionVariants.TaskYieldHop, SuspensionVariants.OneLevel, BenchmarkShape.AsyncAllTheWay)]
    public Task<int> TaskYield() => SuspendingCallers.AwaitEachAsync(Calls, HopSuspension.OneLevelTaskYieldAsync);

    [Benchmark(OperationsPerInvoke = Calls)]
    [BenchmarkCategory(SuspensionVariants.ForceYieldingHop, SuspensionVariants.OneLevel, BenchmarkShape.AsyncAllTheWay)]
    public Task<int> ForceYielding() => SuspendingCallers.AwaitEachAsync(Calls, HopSuspension.OneLevelForceYieldingAsync);

    [Benchmark(OperationsPerInvoke = Calls)]
    [BenchmarkCategory(StockPriceVariants.Task, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield)]
    public async Task<decimal> GetStockPriceForAsync_AsyncAllTheWay()
    {
        var sum = 0m;
        for (var i = 0; i < Calls; i++)
        {
            sum += await _cacheThatYields.GetStockPriceForAsync(Ticker);
        }

        return sum;
    }

    /// <summary>One job per mode, each labelled with its id.</summary>
    private sealed class Modes : ManualConfig
    {
        public Modes()
        {
            AddJob(Job.Default.WithId(DefaultMode));
            AddJob(Job.Default.WithEnvironmentVariable("DOTNET_ThreadPool_UnfairSemaphoreSpinLimit", "0").WithId(NoSpinningMode));
            AddJob(Job.Default.WithEnvironmentVariable("DOTNET_HillClimbing_Disable", "1").WithId(NoHillClimbingMode));
        }
    }
}
