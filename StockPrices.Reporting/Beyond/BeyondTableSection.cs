using StockPrices.Reporting.Article;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Beyond;

/// <summary>
/// One question of docs/beyond-the-article.md as a table from the committed <c>beyond</c> runs: each benchmark with its
/// parameters, then, as a median and spread over the runs, its median time, its allocation and completed work items,
/// and BenchmarkDotNet's warnings; until a run is committed, how to make one. No ratio: the rows ran one after another,
/// each in its own process. How to read the columns is the chapter's prose.
/// </summary>
public sealed class BeyondTableSection(string id, string benchmarkClass) : IDocsSection
{
    public string Id => id;

    public string Render(DocsContext context)
    {
        if (BeyondResults.LoadCommitted(context) is not { } results)
        {
            return BeyondResults.NoCommittedRun + "\n";
        }

        var runs = results.Class(benchmarkClass);
        var hasParameters = runs[0].Benchmarks.Any(b => b.Parameters.Length > 0);
        List<string> headers = ["Method"];
        if (hasParameters)
        {
            headers.Add("Parameters");
        }

        headers.AddRange(["Median", "Allocated", "Work items/op", "BenchmarkDotNet warns"]);
        var table = new MarkdownTable([.. headers]).AlignRight(^4..^1);
        string? previousMethod = null;

        // Grouped by method: BenchmarkDotNet's log names a method without its parameters, so its warnings are given
        // once, on the method's first row.
        foreach (var benchmark in runs[0].Benchmarks.GroupBy(b => b.Method).SelectMany(method => method))
        {
            var each = runs.Select(run => run.Benchmarks.Single(b => b.Method == benchmark.Method && b.Parameters == benchmark.Parameters)).ToList();
            var measured = each.Where(b => b.WasMeasured).ToList();
            List<string> cells = [benchmark.IsBaseline ? $"{benchmark.Method} (baseline)" : benchmark.Method];
            if (hasParameters)
            {
                cells.Add(benchmark.Parameters);
            }

            cells.AddRange([
                Over(measured, b => b.MedianNanoseconds, BenchmarkFormat.Time) + Failed(each.Count - measured.Count),
                Over(measured, b => b.AllocatedBytesPerOperation, b => BenchmarkFormat.Bytes(b)),
                Over(measured, b => b.Metric(BenchmarkResult.CompletedWorkItemsMetric), c => BenchmarkFormat.Count(c)),
                benchmark.Method == previousMethod ? "" : BenchmarkRunWarnings.Cell([.. results.Runs.Select(run => run.Warnings.For(benchmark.Type, benchmark.Method))]),
            ]);
            table.AddRow([.. cells]);
            previousMethod = benchmark.Method;
        }

        return $"{table}\n{Prose.Of("beyond").Fill("cells", new { over = FigureRange.Over(runs.Count) })}\n";
    }

    /// <summary>A figure over the runs that measured it; NA when one of them lacks it.</summary>
    private static string Over(List<BenchmarkResult> measured, Func<BenchmarkResult, double?> figure, Func<double, string> format)
    {
        var values = measured.Select(figure).ToList();
        return values.Count == 0 || values.Any(v => v is null) ? "NA" : FigureRange.Of(values.Select(v => v!.Value), format);
    }

    private static string Failed(int runs) => runs == 0 ? "" : $" ({runs} failed)";
}
