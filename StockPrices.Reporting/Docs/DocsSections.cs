namespace StockPrices.Reporting.Docs;

/// <summary>Every generated section of the guide; each chapter adds its own.</summary>
public static class DocsSections
{
    public static IReadOnlyList<IDocsSection> All { get; } =
    [
        new Pipelines.PipelinesSeedTableSection(),
        new Pipelines.PipelinesRatioSection(),
        new Pipelines.PipelinesChartSection(),
        new Pipelines.PipelinesFileSection(),
    ];
}
