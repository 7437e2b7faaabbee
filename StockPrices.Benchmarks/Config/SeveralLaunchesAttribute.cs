using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Jobs;

namespace StockPrices.Benchmarks.Config;

/// <summary>
/// Under the article suite's default job, a class with this attribute measures each benchmark in <see cref="Launches"/>
/// processes, each with a share of the suite's iteration cap, about as many iterations in all as one process ran alone.
/// On the suspending path a process settles into a state that holds for its life (how the thread pool's workers meet
/// the caller; which mode the hop settles in), so one process's iterations, however many, are one draw of that state;
/// BenchmarkDotNet's statistics pool the launches' iterations.
/// Another job, a launch or iteration count given on the command line, and other commands' runs of the same classes
/// (<c>runtimes</c>) are left as they are.
/// </summary>
[AttributeUsage(AttributeTargets.Class)]
internal sealed class SeveralLaunchesAttribute : Attribute, IConfigSource
{
    public const int Launches = 3;

    /// <summary>
    /// Set by the article suite before BenchmarkDotNet reads its classes: its iteration cap when it runs them under its
    /// default job, else null (a class attribute cannot see the command line's job).
    /// </summary>
    public static int? SuiteIterationCap { get; set; }

    public IConfig Config => SuiteIterationCap is { } cap
        ? ManualConfig.CreateEmpty().AddJob(Job.Default.WithLaunchCount(Launches).WithMaxIterationCount((cap + Launches - 1) / Launches).AsMutator())
        : ManualConfig.CreateEmpty();
}
