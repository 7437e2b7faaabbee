using StockPrices.Beyond;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Beyond;

/// <summary>The generated regions of docs/beyond-the-article.md: the run, then one table per question (<c>beyond-&lt;class&gt;</c>).</summary>
public static class BeyondSections
{
    public static IReadOnlyList<IDocsSection> All { get; } =
    [
        new BeyondRunSection(),
        .. BeyondVariants.QuestionClasses.Select(question => new BeyondTableSection(TableId(question), question)),
    ];

    /// <summary>The region id of a question's table, e.g. <c>beyond-ElidingAsync</c>.</summary>
    public static string TableId(string benchmarkClass) => "beyond-" + benchmarkClass;
}
