namespace StockPrices.Reporting.Docs;

/// <summary>
/// One generated part of docs/: the markdown between <c>&lt;!-- generated:Id --&gt;</c> and
/// <c>&lt;!-- /generated:Id --&gt;</c> in any docs/*.md (or README.md), drawn from committed results by
/// <paramref name="Render"/>. Charts and other files go through <see cref="DocsContext.AddFile"/>.
/// </summary>
public sealed record DocsSection(string Id, Func<DocsContext, string> Render);
