using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Runtimes;

/// <summary>
/// docs/runtimes.md: one number of the article's benchmarks (every class but the caching probes) per runtime: the
/// leftmost runtime's median time per call and every other runtime's time over it, or bytes per call for the rows where
/// a runtime differs. The article's own numbers stand beside ours in docs/article.md.
/// </summary>
public sealed class RuntimesArticleSection : IDocsSection
{
    private readonly Func<RuntimeMeasurement, RuntimeMeasurement?, string> _cell;
    private readonly bool _onlyRowsThatDiffer;

    private RuntimesArticleSection(string id, Func<RuntimeMeasurement, RuntimeMeasurement?, string> cell, bool onlyRowsThatDiffer = false)
    {
        Id = id;
        _cell = cell;
        _onlyRowsThatDiffer = onlyRowsThatDiffer;
    }

    public static RuntimesArticleSection BytesPerCall { get; } = new(
        "runtimes-bytes-per-call",
        (measurement, _) => RuntimeTable.Bytes(measurement.AllocatedBytes),
        onlyRowsThatDiffer: true);

    public static RuntimesArticleSection TimePerCall { get; } = new("runtimes-time-per-call", RuntimeTable.TimeOrRatio);

    public string Id { get; }

    public string Render(DocsContext context)
    {
        var results = RuntimeComparisonResults.Load(context);
        return RuntimeTable.Render(
            results,
            RuntimeTable.SharedTableClasses(results),
            _cell,
            _onlyRowsThatDiffer ? (type, method) => Differs(results, type, method) : null);
    }

    /// <summary>Whether the row's cells are not all the same.</summary>
    private bool Differs(RuntimeComparisonResults results, string type, string method) =>
        results.Runtimes
            .Select(runtime => results.Find(type, method, runtime))
            .OfType<RuntimeMeasurement>()
            .Select(measurement => _cell(measurement, null))
            .Distinct(StringComparer.Ordinal)
            .Count() > 1;
}
