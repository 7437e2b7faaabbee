using StockPrices.Reporting.Article;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Runtimes;

/// <summary>
/// docs/runtimes.md: the awaits that really suspend, in the shape real code runs them (async all the way, and
/// under a single-threaded context), on each runtime: median time per suspending call with the ratio to the leftmost
/// runtime, and bytes per suspending call. Which rows these are comes from their <c>[BenchmarkCategory]</c>, as the
/// article run's export records it.
/// </summary>
public sealed class RuntimesAsyncAllTheWaySection : IDocsSection
{
    private static readonly string[] Shapes = [BenchmarkShape.AsyncAllTheWay, BenchmarkShape.SingleThreadContext];

    public string Id => "runtimes-async-all-the-way";

    public string Render(DocsContext context)
    {
        var results = RuntimeComparisonResults.Load(context);
        var categories = ArticleResults.Load(context).Summaries
            .SelectMany(summary => summary.Benchmarks)
            .ToDictionary(b => (b.Type, b.Method), b => b.Categories);
        return RuntimeTable.Render(
            results,
            RuntimeTable.SharedTableClasses(results),
            (measurement, baseline) => RuntimeTable.TimeAndRatio(measurement, baseline) + ", " + RuntimeTable.Bytes(measurement.AllocatedBytes),
            include: (type, method) => categories.TryGetValue((type, method), out var tags) && tags.Any(Shapes.Contains));
    }
}
