using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;
using StockPrices.Results;

namespace StockPrices.Reporting.Article;

/// <summary>
/// One benchmark class over every committed run as a table: how each row calls its variant (its shape), the median of
/// the runs' medians, how far the slowest run's median lies above the fastest's, the ratio of the row's median to the
/// baseline's, allocation and completed work items where measured (medians over the runs), and BenchmarkDotNet's
/// warnings with the runs that gave them; with the article's Mean, Scaled and Allocated beside each row when the class
/// re-measures one of its tables.
/// </summary>
public sealed class ArticleTableSection(string id, string benchmarkClass, string? publishedTableId = null) : IDocsSection
{
    public string Id => id;

    public string Render(DocsContext context)
    {
        var runs = ArticleResults.LoadAllRuns(context);
        var classes = runs.Select(run => run.Class(benchmarkClass)).ToList();
        var published = publishedTableId is null ? null : runs[0].Published.Table(publishedTableId);
        var benchmarks = classes[0].Benchmarks;
        var hasWorkItems = benchmarks.Any(b => b.Metric(BenchmarkResult.CompletedWorkItemsMetric) is not null);
        var hasShapes = benchmarks.Any(b => Shape(b) is not null);
        var baseline = classes[0].Baseline is { } b0 ? MedianOf(b0.Method, r => r.MedianNanoseconds) : null;

        double? MedianOf(string method, Func<BenchmarkResult, double?> value) =>
            classes.Select(c => value(c[method])).ToList() is var values && values.All(v => v is not null)
                ? Median.Of(values.Select(v => v!.Value))
                : null;

        List<string> headers = ["Method"];
        if (published is not null)
        {
            headers.AddRange(["Article Mean", "Article Scaled", "Article Allocated"]);
        }

        if (hasShapes)
        {
            headers.Add("Shape");
        }

        headers.AddRange(["Median", "Highest over lowest", "Ratio", "Allocated"]);
        if (hasWorkItems)
        {
            headers.Add("Work items/op");
        }

        headers.Add("BenchmarkDotNet warns");
        var right = headers.Skip(1).Where(h => h is not "Shape" and not "BenchmarkDotNet warns").ToArray();
        var table = new MarkdownTable([.. headers]).AlignRight(right);
        foreach (var benchmark in benchmarks)
        {
            List<string> cells = [benchmark.IsBaseline ? $"{benchmark.Method} (baseline)" : benchmark.Method];
            if (published is not null)
            {
                var row = published.Find(benchmark.Method);
                cells.AddRange(row is null
                    ? ["–", "–", "–"]
                    : [row.Mean.Replace("us", "µs", StringComparison.Ordinal), BenchmarkFormat.Ratio(row.Scaled), BenchmarkFormat.Bytes(row.AllocatedBytes)]);
            }

            if (hasShapes)
            {
                cells.Add(Shape(benchmark) ?? "–");
            }

            var medians = classes.Select(c => c[benchmark.Method].MedianNanoseconds).ToList();
            var median = Median.Of(medians);
            cells.AddRange([
                BenchmarkFormat.Time(median),
                medians.Min() > 0 ? "+" + BenchmarkFormat.Percent(medians.Max() / medians.Min() - 1) : "–",
                BenchmarkFormat.Ratio(baseline is > 0 ? median / baseline : null),
                BenchmarkFormat.Bytes(MedianOf(benchmark.Method, r => r.AllocatedBytesPerOperation)),
            ]);
            if (hasWorkItems)
            {
                cells.Add(BenchmarkFormat.Count(MedianOf(benchmark.Method, r => r.Metric(BenchmarkResult.CompletedWorkItemsMetric))));
            }

            cells.Add(BenchmarkRunWarnings.Cell([.. runs.Select(run => run.Warnings.For(benchmark.Type, benchmark.Method))]));
            table.AddRow([.. cells]);
        }

        return table.ToString();
    }

    /// <summary>How a row calls its variant, from its <see cref="BenchmarkShape"/> categories; null when it carries none.</summary>
    internal static string? Shape(BenchmarkResult benchmark) =>
        benchmark.Categories.Contains(BenchmarkShape.SingleThreadContext) ? "single-thread context"
        : benchmark.Categories.Contains(BenchmarkShape.AsyncAllTheWay) ? "async all the way"
        : benchmark.Categories.Contains(BenchmarkShape.CallerBlocks) ? "caller blocks"
        : benchmark.Categories.Contains(BenchmarkShape.CompletesSynchronously) ? "completes synchronously"
        : benchmark.Categories.Contains(SyncCompletionBody.Async) ? "async, completes synchronously"
        : benchmark.Categories.Contains(SyncCompletionBody.Sync) ? "sync"
        : null;
}
