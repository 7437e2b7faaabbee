using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Runtimes;

/// <summary>
/// docs/runtimes.md: one number of the article's benchmarks (every class but the caching probes) per runtime,
/// beside the article's own .NET Framework number: median time per call with the ratio to the leftmost runtime
/// measured, or bytes per call for the rows where a runtime or the article differs.
/// </summary>
public sealed class RuntimesArticleSection : IDocsSection
{
    private readonly Func<RuntimeMeasurement, RuntimeMeasurement?, string> _cell;
    private readonly Func<PublishedFrameworkNumbers, string, string, string?> _publishedCell;
    private readonly bool _onlyRowsThatDiffer;

    private RuntimesArticleSection(
        string id,
        Func<RuntimeMeasurement, RuntimeMeasurement?, string> cell,
        Func<PublishedFrameworkNumbers, string, string, string?> publishedCell,
        bool onlyRowsThatDiffer = false)
    {
        Id = id;
        _cell = cell;
        _publishedCell = publishedCell;
        _onlyRowsThatDiffer = onlyRowsThatDiffer;
    }

    public static RuntimesArticleSection BytesPerCall { get; } = new(
        "runtimes-bytes-per-call",
        (measurement, _) => RuntimeTable.Bytes(measurement.AllocatedBytes),
        (published, type, method) => published.AllocatedBytes(type, method) is { } bytes ? RuntimeTable.Bytes(bytes) : null,
        onlyRowsThatDiffer: true);

    public static RuntimesArticleSection TimePerCall { get; } = new(
        "runtimes-time-per-call",
        RuntimeTable.TimeAndRatio,
        (published, type, method) => published.MeanNanoseconds(type, method) is { } mean ? RuntimeTable.Time(mean) : null);

    public string Id { get; }

    public string Render(DocsContext context)
    {
        var results = RuntimeComparisonResults.Load(context);
        var published = PublishedFrameworkNumbers.Load(context.ResultsFolder);
        Func<string, string, string?>? publishedCell = published.IsEmpty ? null : (type, method) => _publishedCell(published, type, method);
        return RuntimeTable.Render(
            results,
            RuntimeTable.SharedTableClasses(results),
            _cell,
            publishedCell,
            _onlyRowsThatDiffer ? (type, method) => Differs(results, publishedCell, type, method) : null);
    }

    /// <summary>Whether the row's cells are not all the same, the article's number among them.</summary>
    private bool Differs(RuntimeComparisonResults results, Func<string, string, string?>? publishedCell, string type, string method)
    {
        var cells = results.Runtimes
            .Select(runtime => results.Find(type, method, runtime))
            .OfType<RuntimeMeasurement>()
            .Select(measurement => _cell(measurement, null))
            .Append(publishedCell?.Invoke(type, method))
            .OfType<string>();
        return cells.Distinct(StringComparer.Ordinal).Count() > 1;
    }
}
