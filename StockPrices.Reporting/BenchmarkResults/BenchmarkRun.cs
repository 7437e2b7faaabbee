using StockPrices.Reporting.Article;
using StockPrices.Results;
using StockPrices.Results.Quiet;

namespace StockPrices.Reporting.BenchmarkResults;

/// <summary>
/// One committed BenchmarkDotNet run of a suite: its reports by class, its environment.json, BenchmarkDotNet's warnings
/// from its log, and the quiet-machine gate's figures from its run record (null for a run made before the gate).
/// </summary>
public sealed record BenchmarkRun(IReadOnlyDictionary<string, BenchmarkSummary> Summaries, BenchmarkRunEnvironment Environment, BenchmarkRunWarnings Warnings, QuietMachineRecord? QuietMachine)
{
    public static BenchmarkRun Load(string folder)
    {
        var record = Path.Combine(folder, ResultsStore.RunRecordFileName);
        return new(
            BenchmarkResultsFile.LoadFolder(folder).Where(s => s.Benchmarks.Count > 0).ToDictionary(s => s.Benchmarks[0].Type, StringComparer.Ordinal),
            BenchmarkRunEnvironmentFile.Load(folder),
            BenchmarkRunWarnings.Load(folder),
            File.Exists(record) ? ResultsStore.LoadRecord(record).QuietMachine : null);
    }
}
