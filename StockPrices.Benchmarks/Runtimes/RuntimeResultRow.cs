using BenchmarkDotNet.Reports;
using StockPrices.Reporting;
using StockPrices.Results;

namespace StockPrices.Benchmarks.Runtimes;

/// <summary>One benchmark on one runtime, as a row of the runtimes results file.</summary>
internal static class RuntimeResultRow
{
    public static RunReportRow From(BenchmarkReport report, Summary summary)
    {
        var benchmark = report.BenchmarkCase;
        var statistics = report.ResultStatistics!;
        var labels = new Dictionary<string, string>
        {
            ["method"] = benchmark.Descriptor.WorkloadMethod.Name,
            ["parameters"] = benchmark.Parameters.DisplayInfo,
            ["runtime"] = ComparedRuntime.Of(benchmark.Job).Label,
            ["runtimeInfo"] = report.GetRuntimeInfo() ?? "unknown",
            // BenchmarkDotNet's runtimeInfo names a .NET 11 runtime-pack job ".NET 10.0": what the process found itself running.
            ["process"] = ProcessLine(report) ?? "unknown",
            ["baseline"] = summary.IsBaseline(benchmark) ? "true" : "false",
        };
        var metrics = new Dictionary<string, double>
        {
            ["medianNs"] = statistics.Median,
            ["meanNs"] = statistics.Mean,
            ["stdDevNs"] = statistics.StandardDeviation,
            ["iterations"] = statistics.N,
        };
        var allocated = report.GcStats.GetBytesAllocatedPerOperation(benchmark);
        if (allocated is not null)
        {
            metrics["allocatedBytes"] = allocated.Value;
        }

        var variant = benchmark.Parameters.Count == 0
            ? benchmark.Descriptor.WorkloadMethod.Name
            : $"{benchmark.Descriptor.WorkloadMethod.Name}({benchmark.Parameters.DisplayInfo})";
        return new RunReportRow(variant, labels, metrics);
    }

    /// <summary>What <see cref="Benchmarks.AsyncCompilationCheck"/> printed in the benchmark's process about its runtime and compilation.</summary>
    private static string? ProcessLine(BenchmarkReport report) =>
        report.ExecuteResults
            .SelectMany(result => result.StandardOutput)
            .FirstOrDefault(line => line.StartsWith(Benchmarks.AsyncCompilationCheck.ProcessLinePrefix, StringComparison.Ordinal))
            ?[Benchmarks.AsyncCompilationCheck.ProcessLinePrefix.Length..];
}
