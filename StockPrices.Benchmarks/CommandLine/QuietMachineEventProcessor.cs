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
internal sealed class QuietMachineEventProcessor(QuietMachineMonitor monitor) : EventProcessor
{
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
        var parameters = benchmarkCase.HasParameters ? $"({benchmarkCase.Parameters.DisplayInfo})" : "";

        // A run of several jobs (the runtimes command: one per runtime) runs each method once per job.
        var job = benchmarkCase.Config.GetJobs().Count() > 1 ? $" on {benchmarkCase.Job.ResolvedId}" : "";
        var reading = monitor.End(watch, $"{descriptor.Type.Name}.{descriptor.WorkloadMethod.Name}{parameters}{job}", $"--filter '{descriptor.Type.FullName}.{descriptor.WorkloadMethod.Name}'");
        Console.WriteLine($"// Quiet machine: {reading.Describe()}");
    }
}
