using BenchmarkDotNet.EventProcessors;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using StockPrices.Reporting.Results.Quiet;

namespace StockPrices.Benchmarks.Config;

/// <summary>
/// Takes one quiet-machine reading per benchmark case: BenchmarkDotNet calls it in the host process just before it
/// starts the case's process and just after that process has ended, so the case's own CPU time is the host tree's and
/// everything else on the machine in between is foreign.
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
        var reading = monitor.End(watch, $"{descriptor.Type.Name}.{descriptor.WorkloadMethod.Name}{parameters}", $"--filter '{descriptor.Type.FullName}.{descriptor.WorkloadMethod.Name}'");
        Console.WriteLine($"// Quiet machine: {reading.Describe()}");
    }
}
