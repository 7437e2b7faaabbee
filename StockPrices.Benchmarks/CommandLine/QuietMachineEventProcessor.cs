using BenchmarkDotNet.EventProcessors;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using StockPrices.Results.Quiet;

namespace StockPrices.Benchmarks.CommandLine;

/// <summary>
/// Takes one quiet-machine reading per benchmark case: BenchmarkDotNet calls it in the host process just before it
/// starts the case's process and just after that process has ended, so the case's own CPU time is the host tree's and
/// everything else on the machine in between is foreign. It lives with the commands, not in Config/, because the
/// .NET 8 and 9 builds of the benchmarks hold Config/ and have no Reporting library.
/// </summary>
/// <param name="namesJob">Whether each reading names the case's job even when the run has only one (the runtimes
/// command measures a disturbed case again on its runtime's job alone, under the name it had).</param>
internal sealed class QuietMachineEventProcessor(QuietMachineMonitor monitor, bool namesJob = false) : EventProcessor
{
    /// <summary>The name of the reading of <paramref name="benchmarkCase"/>: class, method, parameters and, with several jobs, the job.</summary>
    public static string ReadingName(BenchmarkCase benchmarkCase, bool namesJob)
    {
        ArgumentNullException.ThrowIfNull(benchmarkCase);
        var descriptor = benchmarkCase.Descriptor;
        var parameters = benchmarkCase.HasParameters ? $"({benchmarkCase.Parameters.DisplayInfo})" : "";

        // A run of several jobs (ThreadPoolModes; the runtimes command, one per runtime) runs each method once per job.
        var job = namesJob || benchmarkCase.Config.GetJobs().Count() > 1 ? $" on {benchmarkCase.Job.ResolvedId}" : "";
        return $"{descriptor.Type.Name}.{descriptor.WorkloadMethod.Name}{parameters}{job}";
    }

    private QuietMachineWatch? _running;

    public override void OnStartRunBenchmark(BenchmarkCase benchmarkCase) => _running = monitor.Begin();

    public override void OnEndRunBenchmark(BenchmarkCase benchmarkCase, BenchmarkReport report)
    {
        ArgumentNullException.ThrowIfNull(benchmarkCase);
        if (_running is not { } watch)
        {
            return;
        }

        _running = null;
        var descriptor = benchmarkCase.Descriptor;
        var reading = monitor.End(watch, ReadingName(benchmarkCase, namesJob), $"--filter '{descriptor.Type.FullName}.{descriptor.WorkloadMethod.Name}'");
        Console.WriteLine($"// Quiet machine: {reading.Describe()}");
    }
}
