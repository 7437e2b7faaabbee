using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Guide;

/// <summary>The generated regions of the guide's appendix and index; the guide itself is markdown with figure placeholders.</summary>
public static class GuideSections
{
    public static IReadOnlyList<IDocsSection> All { get; } =
    [
        new MethodNoiseSection(),
        new GuideReproduceSection(),
        new Figures.FigureCatalogueSection(),
    ];
}
