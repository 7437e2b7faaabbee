using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Runtimes;

/// <summary>docs/runtimes.md: bytes allocated per call by the article's benchmarks, per runtime, beside the article's.</summary>
public sealed class RuntimesBytesPerCallSection : IDocsSection
{
    public string Id => "runtimes-bytes-per-call";

    public string Render(DocsContext context)
    {
        var results = RuntimeComparisonResults.Load(context.ResultsFolder);
        var published = PublishedFrameworkNumbers.Load(context.ResultsFolder);
        return RuntimeTable.Render(
            results,
            RuntimeTable.ArticleClasses(results),
            (measurement, _) => RuntimeTable.Bytes(measurement.AllocatedBytes),
            published.IsEmpty ? null : (type, method) => published.AllocatedBytes(type, method) is { } bytes ? RuntimeTable.Bytes(bytes) : null);
    }
}
