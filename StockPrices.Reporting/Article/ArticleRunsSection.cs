using System.Globalization;
using Pragmastat;
using Perfolizer.Mathematics.Common;
using Perfolizer.Mathematics.QuantileEstimators;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;

namespace StockPrices.Reporting.Article;

/// <summary>
/// docs/method.md: every benchmark's median over the committed runs, how far the highest lies above the lowest, the
/// run that was slowest, and the check run's, so a run whose process was slow as a whole shows as the slowest of its row, and a
/// slow spell of the machine as the same run slowest in rows measured one after another.
/// </summary>
public sealed class ArticleRunsSection : IDocsSection
{
    public string Id => "article-runs";

    public string Render(DocsContext context)
    {
        var runs = ArticleResults.LoadAllRuns(context);
        var check = ArticleResults.CheckFolder(context) is { } folder ? ArticleResults.Load(context, folder) : null;
        string[] headers = ["Benchmark", "Runs' median", "Highest over lowest", "Slowest run", .. check is null ? Array.Empty<string>() : ["Check run"]];
        var table = new MarkdownTable(headers).AlignRight(headers[1..]);
        foreach (var benchmark in runs[0].Summaries.SelectMany(s => s.Benchmarks))
        {
            double Median(ArticleResults run) => run.Class(benchmark.Type)[benchmark.Method].MedianNanoseconds;
            var committed = runs.Select(Median).ToList();
            table.AddRow([
                $"{benchmark.Type}.{benchmark.Method}",
                BenchmarkFormat.Time(SimpleQuantileEstimator.Instance.Quantile(new Sample(committed), 0.5)),
                committed.Min() > 0 ? "+" + BenchmarkFormat.Percent(committed.Max() / committed.Min() - 1) : "–",
                (committed.IndexOf(committed.Max()) + 1).ToString(CultureInfo.InvariantCulture),
                .. check is null ? Array.Empty<string>() : [BenchmarkFormat.Time(Median(check))],
            ]);
        }

        return $"{table}\n{Prose.Of("article")["runs.legend"]}\n";
    }
}
