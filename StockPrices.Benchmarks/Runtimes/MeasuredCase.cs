using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using StockPrices.Benchmarks.CommandLine;

namespace StockPrices.Benchmarks.Runtimes;

/// <summary>One benchmark case (in the runtimes command, a method on one runtime) as measured, with the summary of the BenchmarkDotNet run it came from.</summary>
internal sealed record MeasuredCase(BenchmarkCase Case, BenchmarkReport? Report, Summary Summary)
{
    public Type Class => Case.Descriptor.Type;

    /// <summary>Whether the case built, ran and has statistics (BenchmarkDotNet's report of a failed build is not a success).</summary>
    public bool Succeeded => Report is { Success: true, ResultStatistics: not null };

    /// <summary>The case's quiet-machine reading's name, its runtime's job included.</summary>
    public string ReadingName => QuietMachineEventProcessor.ReadingName(Case, namesJob: true);

    /// <summary>Every case of <paramref name="summaries"/>, in the order BenchmarkDotNet ran them.</summary>
    public static List<MeasuredCase> From(IEnumerable<Summary> summaries) =>
        [.. summaries.SelectMany(summary => summary.BenchmarksCases.Select(benchmark =>
            new MeasuredCase(benchmark, summary.Reports.FirstOrDefault(report => report.BenchmarkCase == benchmark), summary)))];
}
