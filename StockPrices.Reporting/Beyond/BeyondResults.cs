using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Figures;
using StockPrices.Results;

namespace StockPrices.Reporting.Beyond;

/// <summary>
/// What docs/beyond-the-article.md is generated from: every committed BenchmarkDotNet run of the <c>beyond</c> command
/// (the one <c>--save</c> published, then its <c>--save-repeat</c> runs; each one full-JSON report per question,
/// environment.json, BenchmarkDotNet's log and the run record), in the article's environment folder; or nothing,
/// until such a run is committed.
/// </summary>
public sealed class BeyondResults
{
    /// <summary>The command that measures the ten questions and publishes the run the chapter reads.</summary>
    public static readonly string SaveCommand = RunRecorder.CommandPrefix + "beyond --save";

    /// <summary>What a generated region says while no run is committed.</summary>
    public static string NoCommittedRun => Prose.Of("beyond").Fill("no-committed-run", new { command = SaveCommand, docs = RunRecorder.CommandPrefix + "docs" });

    private BeyondResults(IReadOnlyList<BenchmarkRun> runs) => Runs = runs;

    /// <summary>Every committed run, in run order.</summary>
    public IReadOnlyList<BenchmarkRun> Runs { get; }

    /// <summary>Every committed run, or null when none is committed.</summary>
    public static BeyondResults? LoadCommitted(DocsContext context) =>
        BenchmarkRun.LoadCommitted(context, ResultsScenarios.Beyond) is { Count: > 0 } runs ? new(runs) : null;

    /// <summary>One question's class, e.g. <c>ElidingAsync</c>, in every run, in run order.</summary>
    public IReadOnlyList<BenchmarkSummary> Class(string benchmarkClass) =>
        [.. Runs.Select(run => run.Summaries.TryGetValue(benchmarkClass, out var summary)
            ? summary
            : throw new KeyNotFoundException($"A committed beyond run has no results for {benchmarkClass}; run `{SaveCommand}` again."))];

    /// <summary>
    /// One row's figure in each run that measured it, in run order: its median time (<see cref="FigureUnit.Time"/>)
    /// or its bytes per operation (<see cref="FigureUnit.Bytes"/>).
    /// </summary>
    public IReadOnlyList<double> Each(string benchmarkClass, string method, string parameters, FigureUnit unit) =>
        [.. Class(benchmarkClass)
            .Select(run => run.Benchmarks.FirstOrDefault(b => b.Method == method && b.Parameters == parameters)
                ?? throw new KeyNotFoundException($"A committed beyond run has no row {benchmarkClass}.{method}({parameters})."))
            .Select(row => unit switch
            {
                FigureUnit.Time => row.WasMeasured ? row.MedianNanoseconds : (double?)null,
                FigureUnit.Bytes => row.WasMeasured ? row.AllocatedBytesPerOperation : null,
                _ => throw new ArgumentOutOfRangeException(nameof(unit), unit, "a beyond row gives a time or bytes"),
            })
            .OfType<double>()];
}
