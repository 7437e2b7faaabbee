using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Runtimes;

/// <summary>
/// docs/runtimes.md: bytes allocated per call by the TaskResultCaching probes on each runtime; 0 B means the
/// runtime handed out a cached task (or, for the ValueTask probe, no task at all).
/// </summary>
public sealed class RuntimesCachedResultsSection : IDocsSection
{
    public string Id => "runtimes-cached-results";

    public string Render(DocsContext context)
    {
        var results = RuntimeComparisonResults.Load(context);
        return RuntimeTable.Render(results, [RuntimeTable.ProbeClass], (measurement, _) => RuntimeTable.Bytes(measurement.AllocatedBytes));
    }
}
