using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Guide;

/// <summary>One generated region of docs/guide.md: the numbers behind one rule of thumb (see <see cref="GuideRules"/>).</summary>
public sealed class GuideRuleSection(string id, Func<GuideFigures, GuideLinks, string> render) : IDocsSection
{
    public string Id => id;

    public string Render(DocsContext context) => render(GuideFigures.Load(context), GuideLinks.FromDocs);
}
