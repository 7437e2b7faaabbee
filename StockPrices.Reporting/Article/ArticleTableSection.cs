using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Article;

/// <summary>
/// One benchmark class of the committed run as a table: how each row calls its variant (its shape), mean, median,
/// standard error, ratio to the baseline, allocation, completed work items where measured, the two modes of
/// its iterations when it has two, and BenchmarkDotNet's own warnings for the row; with the article's Mean, Scaled
/// and Allocated beside each row when the class re-measures one of its tables.
/// </summary>
public sealed class ArticleTableSection(string id, string benchmarkClass, string? publishedTableId = null) : IDocsSection
{
    public string Id => id;

    public string Render(DocsContext context)
    {
        var results = ArticleResults.Load(context);
        var summary = results.Class(benchmarkClass);
        var published = publishedTableId is null ? null : results.Published.Table(publishedTableId);
        var hasWorkItems = summary.Benchmarks.Any(b => b.Metric(BenchmarkResult.CompletedWorkItemsMetric) is not null);
        var hasShapes = summary.Benchmarks.Any(b => Shape(b) is not null);
        var modes = summary.Benchmarks.ToDictionary(b => b.Method, IterationModes.Of);
        var hasModes = modes.Values.Any(m => m is not null);

        List<string> headers = ["Method"];
        if (published is not null)
        {
            headers.AddRange(["Article Mean", "Article Scaled", "Article Allocated"]);
        }

        if (hasShapes)
        {
            headers.Add("Shape");
        }

        headers.AddRange(["Mean", "Median", "± SE", "Ratio", "Allocated"]);
        if (hasWorkItems)
        {
            headers.Add("Work items/op");
        }

        if (hasModes)
        {
            headers.Add("Two modes (median, iterations)");
        }

        headers.Add("BenchmarkDotNet warns");
        var right = headers.Skip(1).Where(h => h is not "Shape" and not "BenchmarkDotNet warns" and not "Two modes (median, iterations)").ToArray();
        var table = new MarkdownTable([.. headers]).AlignRight(right);
        foreach (var benchmark in summary.Benchmarks)
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

            cells.AddRange([
                BenchmarkFormat.Time(benchmark.MeanNanoseconds),
                BenchmarkFormat.Time(benchmark.MedianNanoseconds),
                BenchmarkFormat.Percent(benchmark.RelativeStandardError),
                BenchmarkFormat.Ratio(summary.TimeRatio(benchmark)),
                BenchmarkFormat.Bytes(benchmark.AllocatedBytesPerOperation),
            ]);
            if (hasWorkItems)
            {
                cells.Add(BenchmarkFormat.Count(benchmark.Metric(BenchmarkResult.CompletedWorkItemsMetric)));
            }

            if (hasModes)
            {
                cells.Add(modes[benchmark.Method] is { } m
                    ? $"{BenchmarkFormat.Time(m.FastMedian)} ({m.FastCount}), {BenchmarkFormat.Time(m.SlowMedian)} ({m.SlowCount})"
                    : "–");
            }

            cells.Add(BenchmarkRunWarnings.Cell([results.Warnings.For(benchmark.Type, benchmark.Method)]));
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
