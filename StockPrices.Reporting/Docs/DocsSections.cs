namespace StockPrices.Reporting.Docs;

/// <summary>Every generated section of the guide; each chapter adds its own.</summary>
public static class DocsSections
{
    public static IReadOnlyList<DocsSection> All { get; } =
    [
        .. Runtimes.RuntimesDocs.All,
        .. Article.ArticleDocs.All,
        .. Beyond.BeyondDocs.All,
        .. Ring.RingDocs.All,
        .. Pipelines.PipelinesDocs.All,
        .. Polling.PollingDocs.All,
        .. Guide.GuideDocs.All,
    ];
}
