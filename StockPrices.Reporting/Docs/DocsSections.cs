namespace StockPrices.Reporting.Docs;

/// <summary>Every generated section of the guide; each chapter adds its own.</summary>
public static class DocsSections
{
    public static IReadOnlyList<IDocsSection> All { get; } =
    [
        new Polling.PollingSeedComparisonSection(),
        new Polling.PollingSimulatedSection(),
        new Polling.PollingCostSection(),
        new Polling.PollingTcpSection(),
    ];
}
