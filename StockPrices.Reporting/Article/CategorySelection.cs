using StockPrices.Reporting.BenchmarkResults;

namespace StockPrices.Reporting.Article;

/// <summary>Finds a benchmark by what it measures (its <c>[BenchmarkCategory]</c> values), not by its method name.</summary>
public static class CategorySelection
{
    /// <summary>The one benchmark of <paramref name="summary"/> that carries every category given.</summary>
    public static BenchmarkResult Row(this BenchmarkSummary summary, params string[] categories)
    {
        var matches = summary.Benchmarks.Where(b => categories.All(b.Categories.Contains)).ToList();
        return matches.Count == 1
            ? matches[0]
            : throw new KeyNotFoundException(
                $"{summary.Title}: {matches.Count} benchmarks carry the categories {string.Join(", ", categories)}; expected exactly one.");
    }
}
