using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Charts;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Article;

/// <summary>
/// Two charts of the variants that answer the chapter's questions, Table 3 and the beyond-the-article
/// variants: mean time (log scale) and allocated bytes per call, this run beside the article where it has a figure.
/// </summary>
public sealed class ArticleChartSection : IDocsSection
{
    public const string TimeChart = "docs/charts/article-time.svg";
    public const string AllocatedChart = "docs/charts/article-allocated.svg";

    private static readonly (string Class, string[] Categories)[] Variants =
    [
        (ArticleFigures.Table3Class, [StockPriceVariants.Sync, BenchmarkShape.CompletesSynchronously]),
        (ArticleFigures.Table3Class, [StockPriceVariants.Task, BenchmarkShape.CompletesSynchronously]),
        (ArticleFigures.Table3Class, [StockPriceVariants.ValueTask, BenchmarkShape.CompletesSynchronously]),
        (ArticleFigures.OptimizedClass, [StockPriceVariants.ValueTaskOptimized]),
        (ArticleFigures.OptimizedClass, [StockPriceVariants.ValueTaskCapturingLocalFunction]),
        (ArticleFigures.OptimizedClass, [StockPriceVariants.ValueTaskStaticLocalFunction]),
        (ArticleFigures.Table3Class, [StockPriceVariants.Sync, BenchmarkShape.CallerBlocks]),
        (ArticleFigures.Table3Class, [StockPriceVariants.Task, BenchmarkShape.CallerBlocks]),
        (ArticleFigures.Table3Class, [StockPriceVariants.ValueTask, BenchmarkShape.CallerBlocks]),
        (ArticleFigures.PooledClass, [StockPriceVariants.PooledValueTask, BenchmarkShape.CallerBlocks]),
        (ArticleFigures.PooledClass, [StockPriceVariants.Task, BenchmarkShape.AsyncAllTheWay]),
        (ArticleFigures.PooledClass, [StockPriceVariants.ValueTask, BenchmarkShape.AsyncAllTheWay]),
        (ArticleFigures.PooledClass, [StockPriceVariants.PooledValueTask, BenchmarkShape.AsyncAllTheWay]),
    ];

    public string Id => "article-chart";

    public string Render(DocsContext context)
    {
        var results = ArticleResults.Load(context);
        var article = results.Published.Table("table3");
        var measured = Variants.Select(v => results.Class(v.Class).Row(v.Categories)).Select(r => (r.Method, Result: r)).ToList();
        var ours = $"this run ({results.Environment.Environment.Runtime})";
        const string Theirs = "the article (2018)";

        var time = new SvgBarChart("Mean time per call", "ns per call (log scale)") { Logarithmic = true }
            .AddSeries(ours, measured.Select(m => (m.Method, m.Result.MeanNanoseconds)))
            .AddSeries(Theirs, measured.Select(m => article.Find(m.Method)).OfType<PublishedRow>().Select(r => (r.Method, r.MeanNanoseconds)));
        var allocated = new SvgBarChart("Allocated per call", "bytes per call")
            .AddSeries(ours, measured.Select(m => (m.Method, m.Result.AllocatedBytesPerOperation ?? 0)))
            .AddSeries(Theirs, measured.Select(m => article.Find(m.Method)).OfType<PublishedRow>().Select(r => (r.Method, r.AllocatedBytes)));

        return Prose.Of("article").Fill("chart.images", new { time = context.AddFile(TimeChart, time.Render()), allocated = context.AddFile(AllocatedChart, allocated.Render()) }) + "\n";
    }
}
