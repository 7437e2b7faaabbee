using StockPrices.Reporting.Article;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Beyond;

/// <summary>
/// One question of docs/beyond-the-article.md as a table from the committed <c>beyond</c> run: each benchmark with its
/// parameters and shape, mean, median, standard error, the ratio to the baseline of the same parameters, allocation,
/// completed work items, and BenchmarkDotNet's warnings; until a run is committed, how to make one.
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

        var summary = results.Class(benchmarkClass);
        var hasParameters = summary.Benchmarks.Any(b => b.Parameters.Length > 0);
        List<string> headers = ["Method"];
        if (hasParameters)
        {
            headers.Add("Parameters");
        }

        headers.AddRange(["Shape", "Mean", "Median", "± SE", "Ratio", "Allocated", "Work items/op", "BenchmarkDotNet warns"]);
        var table = new MarkdownTable([.. headers]).AlignRight("Mean", "Median", "± SE", "Ratio", "Allocated", "Work items/op");
        foreach (var benchmark in summary.Benchmarks)
        {
            var baseline = summary.Benchmarks.FirstOrDefault(b => b.IsBaseline && b.Parameters == benchmark.Parameters);
            List<string> cells = [benchmark.IsBaseline ? $"{benchmark.Method} (baseline)" : benchmark.Method];
            if (hasParameters)
            {
                cells.Add(benchmark.Parameters);
            }

            var warnings = results.Warnings.For(benchmark.Type, benchmark.Method);
            cells.AddRange([
                ArticleTableSection.Shape(benchmark) ?? "–",
                BenchmarkFormat.Time(benchmark.MeanNanoseconds),
                BenchmarkFormat.Time(benchmark.MedianNanoseconds),
                BenchmarkFormat.Percent(benchmark.RelativeStandardError),
                BenchmarkFormat.Ratio(baseline is { WasMeasured: true } && benchmark.WasMeasured ? benchmark.MeanNanoseconds / baseline.MeanNanoseconds : null),
                BenchmarkFormat.Bytes(benchmark.AllocatedBytesPerOperation),
                BenchmarkFormat.Count(benchmark.Metric(BenchmarkResult.CompletedWorkItemsMetric)),
                warnings.Count == 0 ? "–" : string.Join("; ", warnings),
            ]);
            table.AddRow([.. cells]);
        }

        const string Legend = "Times and bytes per operation, as the class's summary names it. Shape: how the row calls the code "
            + "(completes synchronously; caller blocks: the benchmark thread blocks on each operation; async all the way: an `async Task` benchmark awaits the operations one after another). "
            + "Ratio: mean over the mean of the baseline with the same parameters. ± SE: standard error as a share of the mean. "
            + "BenchmarkDotNet warns: its warnings and hints for the method, from the run's log.";
        return $"{table}\n{Legend}\n";
    }
}
