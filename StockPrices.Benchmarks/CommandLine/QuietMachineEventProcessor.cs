using BenchmarkDotNet.EventProcessors;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using StockPrices.Results.Quiet;

namespace StockPrices.Benchmarks.CommandLine;

/// <summary>
/// Takes one quiet-machine reading per benchmark case: BenchmarkDotNet calls it in the host process just before it
/// starts the case's process and just after that process has ended, so the case's own CPU time is the host tree's and
/// everything else on the machine in between is foreign. The benchmarks it reads hand work between threads, so it has the
/// monitor watch the cross-core round trip. It lives with the commands, not in Config/, because the
/// .NET 8 and 9 builds of the benchmarks hold Config/ and have no Reporting library.
/// </summary>
internal sealed class QuietMachineEventProcessor : EventProcessor
{
    /// <summary>How long a case waits for the cores to be near again before it starts anyway, to be judged by the gate.</summary>
    public static readonly TimeSpan NearCoresWait = TimeSpan.FromMinutes(1);

    private readonly QuietMachineMonitor _monitor;
    private readonly bool _namesJob;
    private readonly bool _waitForNearCores;

    /// <param name="monitor">The run's monitor, which from now on watches the cores.</param>
    /// <param name="waitForNearCores">Whether a case waits for near cores before it starts (<see cref="NearCoresWait"/> at
    /// most): a run to be published would only measure a case in a spell on distant cores to measure it again.</param>
    /// <param name="namesJob">Whether each reading names the case's job even when the run has only one (the runtimes
    /// command measures a disturbed case again on its runtime's job alone, under the name it had).</param>
    public QuietMachineEventProcessor(QuietMachineMonitor monitor, bool waitForNearCores, bool namesJob = false)
    {
        _monitor = monitor;
        _waitForNearCores = waitForNearCores;
        _namesJob = namesJob;
        monitor.WatchCores();
    }

    /// <summary>The name of the reading of <paramref name="benchmarkCase"/>: class, method, parameters and, with several jobs, the job.</summary>
    public static string ReadingName(BenchmarkCase benchmarkCase, bool namesJob)
    {
        var descriptor = benchmarkCase.Descriptor;
        var parameters = benchmarkCase.HasParameters ? $"({benchmarkCase.Parameters.DisplayInfo})" : "";

        // A run of several jobs (ThreadPoolModes; the runtimes command, one per runtime) runs each method once per job.
        var job = namesJob || benchmarkCase.Config.GetJobs().Count() > 1 ? $" on {benchmarkCase.Job.ResolvedId}" : "";
        return $"{descriptor.Type.Name}.{descriptor.WorkloadMethod.Name}{parameters}{job}";
    }

    private QuietMachineWatch? _running;

    public override void OnStartRunBenchmark(BenchmarkCase benchmarkCase)
    {
        if (_waitForNearCores && _monitor.CoresAreDistant)
        {
            Console.WriteLine($"// Quiet machine: the cores are far apart; waiting up to {NearCoresWait.TotalSeconds:0} s for them to be near again");
            Console.WriteLine(_monitor.WaitForNearCores(NearCoresWait) ? "// Quiet machine: the cores are near again" : "// Quiet machine: still far apart; starting anyway");
        }

        _running = _monitor.Begin();
    }

    public override void OnEndRunBenchmark(BenchmarkCase benchmarkCase, BenchmarkReport report)
    {
        if (_running is not { } watch)
        {
            return;
        }

        _running = null;
        // How --filter selects the case's method, with every parameter and job: namespace, class and method.
        var filter = $"--filter '{benchmarkCase.Descriptor.Type.FullName}.{benchmarkCase.Descriptor.WorkloadMethod.Name}'";
        var reading = _monitor.End(watch, ReadingName(benchmarkCase, _namesJob), filter);
        Console.WriteLine($"// Quiet machine: {reading.Describe()}");
    }
}
