namespace StockPrices.Reporting.BenchmarkResults;

/// <summary>One BenchmarkDotNet full-JSON report (one benchmark class in one run) and its host.</summary>
public sealed record BenchmarkSummary(
    string Title,
    string BenchmarkDotNetVersion,
    string OperatingSystem,
    string Processor,
    string RuntimeVersion,
    IReadOnlyList<BenchmarkResult> Benchmarks)
{
    /// <summary>The class's <c>Baseline = true</c> benchmark, if it has one.</summary>
    public BenchmarkResult? Baseline => Benchmarks.FirstOrDefault(b => b.IsBaseline);

    public BenchmarkResult this[string method] =>
        Benchmarks.FirstOrDefault(b => b.Method == method)
        ?? throw new KeyNotFoundException($"{Title} has no benchmark '{method}'. It has: {string.Join(", ", Benchmarks.Select(b => b.Method))}.");
}
