using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Jobs;

namespace StockPrices.Benchmarks.Config;

/// <summary>
/// Under the article suite's default job, a class with this attribute measures each benchmark in <see cref="Launches"/>
/// processes, each with a share of the suite's iteration cap, about as many iterations in all as one process ran alone.
/// On the suspending path a process settles into a state that holds for its life (how the thread pool's workers meet
/// the caller; which mode the hop settles in), so one process's iterations, however many, are one draw of that state;
/// BenchmarkDotNet's statistics pool the launches' iterations.
/// The suite applies <see cref="Config"/> itself: BenchmarkDotNet's own <c>[LaunchCount]</c> and <c>[MaxIterationCount]</c>
/// would also override another job, a launch or iteration count given on the command line, and other commands' runs of
/// the same classes (<c>runtimes</c>), which are left as they are.
/// </summary>
[AttributeUsage(AttributeTargets.Class)]
internal sealed class SeveralLaunchesAttribute : Attribute
{
    public const int Launches = 3;

    /// <summary>The job mutator for a class with this attribute, under a suite whose iteration cap is <paramref name="iterationCap"/>.</summary>
    public static IConfig Config(int iterationCap) =>
        ManualConfig.CreateEmpty().AddJob(Job.Default.WithLaunchCount(Launches).WithMaxIterationCount((iterationCap + Launches - 1) / Launches).AsMutator());
}
