namespace StockPrices.Reporting.Docs;

/// <summary>
/// One generated part of docs/: the markdown between <c>&lt;!-- generated:Id --&gt;</c> and
/// <c>&lt;!-- /generated:Id --&gt;</c> in any docs/*.md (or README.md), drawn from committed results.
/// </summary>
public interface IDocsSection
{
    string Id { get; }

    /// <summary>The markdown for the region. Charts and other files go through <see cref="DocsContext.AddFile"/>.</summary>
    string Render(DocsContext context);
}
