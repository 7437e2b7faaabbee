namespace StockPrices.Reporting.Docs;

/// <summary>Every generated section of the guide; each chapter adds its own.</summary>
public static class DocsSections
{
    public static IReadOnlyList<IDocsSection> All { get; } =
    [
        // Runtimes (docs/runtimes.md)
        new Runtimes.RuntimesCachedResultsSection(),
        new Runtimes.RuntimesBytesPerCallSection(),
        new Runtimes.RuntimesTimePerCallSection(),
        new Runtimes.RuntimesRunSection(),
    ];
}
