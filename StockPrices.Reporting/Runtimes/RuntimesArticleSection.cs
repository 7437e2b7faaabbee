using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Runtimes;

/// <summary>
/// docs/runtimes.md: one number of the article's benchmarks (every class but the caching probes) per runtime,
/// beside the article's own .NET Framework number: bytes per call, or median time per call with the ratio to
/// the leftmost runtime measured (.NET 8 where it ran).
/// </summary>
public sealed class RuntimesArticleSection : IDocsSection
{
    private readonly Func<RuntimeMeasurement, RuntimeMeasurement?, string> _cell;
    private readonly Func<PublishedFrameworkNumbers, string, string, string?> _publishedCell;

    private RuntimesArticleSection(
        string id,
        Func<RuntimeMeasurement, RuntimeMeasurement?, string> cell,
        Func<PublishedFrameworkNumbers, string, string, string?> publishedCell)
    {
        Id = id;
        _cell = cell;
        _publishedCell = publishedCell;
    }

    public static RuntimesArticleSection BytesPerCall { get; } = new(
        "runtimes-bytes-per-call",
        (measurement, _) => RuntimeTable.Bytes(measurement.AllocatedBytes),
        (published, type, method) => published.AllocatedBytes(type, method) is { } bytes ? RuntimeTable.Bytes(bytes) : null);

    public static RuntimesArticleSection TimePerCall { get; } = new(
        "runtimes-time-per-call",
        RuntimeTable.TimeAndRatio,
        (published, type, method) => published.MeanNanoseconds(type, method) is { } mean ? RuntimeTable.Time(mean) : null);

    public string Id { get; }

    public string Render(DocsContext context)
    {
        var results = RuntimeComparisonResults.Load(context);
        var published = PublishedFrameworkNumbers.Load(context.ResultsFolder);
        return RuntimeTable.Render(
            results,
            RuntimeTable.SharedTableClasses(results),
            _cell,
            published.IsEmpty ? null : (type, method) => _publishedCell(published, type, method));
    }
}
