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

    private static readonly (string Class, string Method)[] Variants =
    [
        ("AwaitingNonCompletedTask", "GetStockPriceFor"),
        ("AwaitingNonCompletedTask", "GetStockPriceForAsync"),
        ("AwaitingNonCompletedTask", "GetStockPriceWithValueTaskAsync"),
        ("OptimizedFastPath", "GetStockPriceWithValueTaskAsync_Optimized"),
        ("OptimizedFastPath", "GetStockPriceWithValueTaskAsync_CapturingLocalFunction"),
        ("OptimizedFastPath", "GetStockPriceWithValueTaskAsync_StaticLocalFunction"),
        ("AwaitingNonCompletedTask", "GetStockPriceFor_Await"),
        ("AwaitingNonCompletedTask", "GetStockPriceForAsync_Await"),
        ("AwaitingNonCompletedTask", "GetStockPriceWithValueTaskAsync_Await"),
        ("PooledBuilderOnYieldPath", "GetStockPriceWithPooledValueTaskAsync_Await"),
    ];

    public string Id => "article-chart";

    public string Render(DocsContext context)
    {
        var results = ArticleResults.Load(context);
        var article = results.Published.Table("table3");
        var measured = Variants.Select(v => (v.Method, Result: results.Class(v.Class)[v.Method])).ToList();
        var ours = $"this run ({results.Environment.Environment.Runtime})";
        const string Theirs = "the article (2018)";

        var time = new SvgBarChart("Mean time per call", "ns per call (log scale)") { Logarithmic = true }
            .AddSeries(ours, measured.Select(m => (m.Method, m.Result.MeanNanoseconds)))
            .AddSeries(Theirs, Variants.Select(v => article.Find(v.Method)).OfType<PublishedRow>().Select(r => (r.Method, r.MeanNanoseconds)));
        var allocated = new SvgBarChart("Allocated per call", "bytes per call")
            .AddSeries(ours, measured.Select(m => (m.Method, m.Result.AllocatedBytesPerOperation ?? 0)))
            .AddSeries(Theirs, Variants.Select(v => article.Find(v.Method)).OfType<PublishedRow>().Select(r => (r.Method, r.AllocatedBytes)));

        context.AddFile(TimeChart, time.Render());
        context.AddFile(AllocatedChart, allocated.Render());
        return $"![Mean time per call, this run beside the article]({RelativeToDocs(TimeChart)})\n\n![Allocated bytes per call, this run beside the article]({RelativeToDocs(AllocatedChart)})\n";
    }

    private static string RelativeToDocs(string path) => path["docs/".Length..];
}
