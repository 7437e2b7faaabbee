using System.Globalization;
using Pragmastat;
using Perfolizer.Mathematics.Common;
using Perfolizer.Mathematics.QuantileEstimators;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Article;

/// <summary>
/// docs/article.md: every benchmark's median in every committed run and in the check run, side by side, so a run
/// whose process was slow as a whole stands out of its row, and a slow spell of the machine as several such
/// cells one under another in the same run.
/// </summary>
public sealed class ArticleRunsSection : IDocsSection
{
    /// <summary>A median this far above the median of its row's committed runs is printed in bold.</summary>
    public const double OutOfLine = 1.3;

    public string Id => "article-runs";

    public string Render(DocsContext context)
    {
        var runs = ArticleResults.LoadAllRuns(context);
        var check = ArticleResults.CheckFolder(context) is { } folder ? ArticleResults.Load(context, folder) : null;
        string[] headers = ["Benchmark", .. runs.Select((_, i) => $"run {i + 1}"), .. check is null ? Array.Empty<string>() : ["check run"], "Spread"];
        var table = new MarkdownTable(headers).AlignRight(headers[1..]);
        foreach (var benchmark in runs[0].Summaries.SelectMany(s => s.Benchmarks))
        {
            double Median(ArticleResults run) => run.Class(benchmark.Type)[benchmark.Method].MedianNanoseconds;
            var committed = runs.Select(Median).ToList();
            var typical = SimpleQuantileEstimator.Instance.Quantile(new Sample(committed), 0.5);
            string Cell(double median) => median > typical * OutOfLine ? $"**{BenchmarkFormat.Time(median)}**" : BenchmarkFormat.Time(median);
            table.AddRow([
                $"{benchmark.Type}.{benchmark.Method}",
                .. committed.Select(Cell),
                .. check is null ? Array.Empty<string>() : [Cell(Median(check))],
                committed.Min() > 0 ? BenchmarkFormat.Percent(committed.Max() / committed.Min() - 1) : "–",
            ]);
        }

        return $"{table}\n{Prose.Of("article").Fill("runs.legend", new { outOfLine = OutOfLine.ToString("0.0", CultureInfo.InvariantCulture) })}\n";
    }
}
