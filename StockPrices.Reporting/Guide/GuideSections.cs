using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Guide;

/// <summary>The generated regions of docs/guide.md and README.md.</summary>
public static class GuideSections
{
    public static IReadOnlyList<IDocsSection> All { get; } =
    [
        new GuideRuleSection("guide.noise", GuideRules.Noise),
        new GuideRuleSection("guide.sync-completion", GuideRules.SynchronousCompletion),
        new GuideRuleSection("guide.allocations", GuideRules.Allocations),
        new GuideRuleSection("guide.valuetask", GuideRules.ValueTask),
        new GuideRuleSection("guide.pooled", GuideRules.Pooling),
        new GuideRuleSection("guide.suspension", GuideRules.Suspension),
        new GuideRuleSection("guide.drop-async", GuideRules.DropAsync),
        new GuideRuleSection("guide.overlap", GuideRules.Overlap),
        new GuideRuleSection("guide.connections", GuideRules.Connections),
        new GuideRuleSection("guide.hand-off", GuideRules.HandOff),
        new GuideReproduceSection(),
        new ReadmeHeadlineSection(),
    ];
}
