using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Runtimes;

/// <summary>
/// docs/runtimes.md: median time per call of the article's benchmarks, per runtime, with the ratio to the
/// first runtime (.NET 8) of the same run in brackets; the article's mean beside them.
/// </summary>
public sealed class RuntimesTimePerCallSection : IDocsSection
{
    public string Id => "runtimes-time-per-call";

    public string Render(DocsContext context)
    {
        var results = RuntimeComparisonResults.Load(context.ResultsFolder);
        var published = PublishedFrameworkNumbers.Load(context.ResultsFolder);
        return RuntimeTable.Render(
            results,
            RuntimeTable.ArticleClasses(results),
            (measurement, baseline) => baseline is null
                ? RuntimeTable.Time(measurement.MedianNanoseconds)
                : $"{RuntimeTable.Time(measurement.MedianNanoseconds)} ({RuntimeTable.Ratio(measurement.MedianNanoseconds, baseline.MedianNanoseconds)})",
            published.IsEmpty ? null : (type, method) => published.MeanNanoseconds(type, method) is { } mean ? RuntimeTable.Time(mean) : null);
    }
}
