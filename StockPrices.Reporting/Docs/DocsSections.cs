using StockPrices.Results;

namespace StockPrices.Reporting.Docs;

/// <summary>Every generated section of the guide; each chapter adds its own.</summary>
public static class DocsSections
{
    public static IReadOnlyList<IDocsSection> All { get; } =
    [
        // Runtimes (docs/runtimes.md)
        new Runtimes.RuntimesCachedResultsSection(),
        new Runtimes.RuntimesWinsAndLosesSection(),
        Runtimes.RuntimesArticleSection.BytesPerCall,
        Runtimes.RuntimesArticleSection.TimePerCall,
        new Runtimes.RuntimesRunSection(),
        new Runtimes.RuntimesAnswersSection(),
        .. Article.ArticleSections.All,
        .. Beyond.BeyondSections.All,
        new Ring.RingRunSection("ring.headline", Ring.RingReportKeys.HeadlineStem, RunRecorder.CommandPrefix + "ring --nodes 300 --messages 10000 --peers --repeat 3"),
        new Ring.RingRunSection("ring.small", Ring.RingReportKeys.SmallRingStem, RunRecorder.CommandPrefix + "ring --nodes 30 --messages 1000 --peers --repeat 3 --save-as ring-small"),
        new Ring.RingGridSection(),
        new Ring.RingPublishedSection(),
        new Ring.RingChartSection(),
        new Pipelines.PipelinesSeedTableSection(),
        new Pipelines.PipelinesRatioSection(),
        new Pipelines.PipelinesChartSection(),
        new Pipelines.PipelinesFileSection(),
        new Polling.PollingSeedComparisonSection(),
        new Polling.PollingSimulatedSection(),
        new Polling.PollingCostSection(),
        new Polling.PollingTcpSection(),
        .. Guide.GuideSections.All,
    ];
}
