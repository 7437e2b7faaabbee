using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Guide;

/// <summary>The generated regions of the guide (its chart), its appendix and its index; the rest of the guide is markdown with figure placeholders.</summary>
public static class GuideSections
{
    public static IReadOnlyList<IDocsSection> All { get; } =
    [
        new GuideChartSection(),
        new MethodNoiseSection(),
        new GuideReproduceSection(),
        new Figures.FigureCatalogueSection(),
    ];
}
