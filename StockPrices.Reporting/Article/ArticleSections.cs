using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Article;

/// <summary>The generated regions of docs/article.md.</summary>
public static class ArticleSections
{
    public static IReadOnlyList<IDocsSection> All { get; } =
    [
        new ArticleRunSection(),
        new ArticleCheckSection(),
        new ArticleTableSection("article-table1", "SyncVsAsync", "table1"),
        new ArticleTableSection("article-table2", "SyncVsTaskVsValueTask", "table2"),
        new ArticleTableSection("article-table3", "AwaitingNonCompletedTask", "table3"),
        new ArticleTableSection("article-optimized", "OptimizedFastPath"),
        new ArticleTableSection("article-pooled", "PooledBuilderOnYieldPath"),
        new ArticleTableSection("article-configureawait", "ConfigureAwaitFalseOnYieldPath"),
        new ArticleTableSection("article-forceyielding", "ForceYieldingVsTaskYield"),
        new ArticleSyncCompletionSection(),
        new ArticleClaimsSection(),
        new ArticleChartSection(),
    ];
}
