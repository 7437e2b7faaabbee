using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Guide;

/// <summary>The generated regions of docs/guide.md and README.md.</summary>
public static class GuideSections
{
    public static IReadOnlyList<IDocsSection> All { get; } =
    [
        new GuideRuleSection("guide.decision", GuideAsyncRules.Decision),
        new GuideRuleSection("guide.noise", GuideRules.Noise),
        new GuideRuleSection("guide.sync-completion", GuideAsyncRules.SynchronousCompletion),
        new GuideRuleSection("guide.allocations", GuideAsyncRules.Allocations),
        new GuideRuleSection("guide.valuetask", GuideAsyncRules.ValueTask),
        new GuideRuleSection("guide.pooled", GuideAsyncRules.Pooling),
        new GuideRuleSection("guide.suspension", GuideAsyncRules.Suspension),
        new GuideRuleSection("guide.drop-async", GuideAsyncRules.DropAsync),
        new GuideRuleSection("guide.overlap", GuideRules.Overlap),
        new GuideRuleSection("guide.connections", GuideRules.Connections),
        new GuideRuleSection("guide.hand-off", GuideRules.HandOff),
        new GuideReproduceSection(),
        new ReadmeHeadlineSection(),
    ];
}
