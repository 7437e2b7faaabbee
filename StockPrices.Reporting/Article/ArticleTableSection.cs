using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Article;

/// <summary>
/// One benchmark class of the committed run as a table: mean, standard error, ratio to the baseline,
/// allocation and (where measured) completed work items; with the article's Mean, Scaled and Allocated
/// beside each row when the class re-measures one of its tables.
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

        List<string> headers = ["Method"];
        if (published is not null)
        {
            headers.AddRange(["Article Mean", "Article Scaled", "Article Allocated"]);
        }

        headers.AddRange(["Mean", "± SE", "Ratio", "Allocated"]);
        if (hasWorkItems)
        {
            headers.Add("Work items/op");
        }

        var table = new MarkdownTable([.. headers]).AlignRight([.. headers.Skip(1)]);
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

            cells.AddRange([
                BenchmarkFormat.Time(benchmark.MeanNanoseconds),
                BenchmarkFormat.Percent(benchmark.RelativeStandardError),
                BenchmarkFormat.Ratio(summary.TimeRatio(benchmark)),
                BenchmarkFormat.Bytes(benchmark.AllocatedBytesPerOperation),
            ]);
            if (hasWorkItems)
            {
                cells.Add(BenchmarkFormat.Count(benchmark.Metric(BenchmarkResult.CompletedWorkItemsMetric)));
            }

            table.AddRow([.. cells]);
        }

        var legend = published is null
            ? "Ratio: mean over the baseline's mean. ± SE: standard error as a share of the mean."
            : $"Article columns: {published.Title}, copied from the post (source in docs/results/{ArticleResults.PublishedFile}); its Scaled is also a ratio of means. Ratio: mean over the baseline's mean. ± SE: standard error as a share of the mean.";
        return $"{table}\n{legend}\n";
    }
}
