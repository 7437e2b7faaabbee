using System.Globalization;
using StockPrices.Reporting.Article;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Docs;
using StockPrices.Results;

namespace StockPrices.Tests.Reporting.Article;

/// <summary>An article table over several committed runs: each row's spread is the spread between the runs' processes.</summary>
public class ArticleTableSectionTests
{
    private string _root = null!;

    [SetUp]
    public void CreateRoot()
    {
        _root = Directory.CreateTempSubdirectory("stockprices-article-table-").FullName;
        var published = Path.Combine(_root, "docs", "results", ArticleResults.PublishedFile);
        Directory.CreateDirectory(Path.GetDirectoryName(published)!);
        File.Copy(Path.Combine(RepositoryRoot.Find(TestContext.CurrentContext.TestDirectory), "docs", "results", ArticleResults.PublishedFile), published);
    }

    [TearDown]
    public void DeleteRoot() => Directory.Delete(_root, recursive: true);

    [Test]
    public void A_row_shows_the_median_of_the_runs_medians_the_highest_over_the_lowest_and_its_ratio_to_the_baselines_median()
    {
        SaveRun(1, baseline: 100, other: 300);
        SaveRun(2, baseline: 120, other: 200, warning: "MinIterationTime\n  Sample.Other: IterationTime=150ms -> The minimum observed iteration time is 18.599ms which is very small. It's recommended to increase it to at least 100ms using more operations.");
        SaveRun(3, baseline: 110, other: 250);

        var table = ArticleDocs.Table(new DocsContext(_root), "Sample");

        // Other: medians 300, 200 and 250 ns give 250 ns, 300 over 200 is +50%, and 250 over the baseline's 110 is 2.27,
        // which a reader can check against the two medians printed beside it.
        Cells(table, "Other").Should().Equal("Other", "250.0 ns", "+50.0%", "2.27", "80 B", "iterations under 100 ms (run 2)");
        Cells(table, "Base (baseline)").Should().Equal("Base (baseline)", "110.0 ns", "+20.0%", "1.00", "0 B", "–");
    }

    private static string[] Cells(string table, string method) =>
        table.Split('\n').Single(line => line.StartsWith($"| {method} ", StringComparison.Ordinal))
            .Split('|', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries);

    private void SaveRun(int run, double baseline, double other, string? warning = null)
    {
        var article = Path.Combine(_root, "docs", "results", BenchmarkRun.CommittedEnvironment, "article");
        var folder = run == 1 ? Path.Combine(article, "results") : Path.Combine(article, "repeats", $"run-{run}", "results");
        Directory.CreateDirectory(folder);
        File.WriteAllText(Path.Combine(folder, "Sample" + BenchmarkSummary.Suffix), $$"""
            {
              "Title": "StockPrices.Benchmarks.Article.Sample-20261125-01000{{run}}",
              "HostEnvironmentInfo": { "BenchmarkDotNetVersion": "0.15.8", "OsVersion": "Debian GNU/Linux 12 (bookworm)", "ProcessorName": "AMD EPYC", "RuntimeVersion": ".NET 10.0.12" },
              "Benchmarks": [
                {{Benchmark("Base", baseline, 0, isBaseline: true)}},
                {{Benchmark("Other", other, 80, isBaseline: false)}}
              ]
            }
            """);
        BenchmarkRunEnvironmentFile.Save(new BenchmarkRunEnvironment(EnvironmentInfo.Capture(), "0.15.8", [], DateTimeOffset.UnixEpoch, TimeSpan.FromMinutes(1)), folder);
        if (warning is not null)
        {
            File.WriteAllText(Path.Combine(folder, "BenchmarkRun-20261125-000000.log"), $"// * Warnings *\n{warning}\n\n// * Hints *\n");
        }
    }

    private static string Benchmark(string method, double median, int bytes, bool isBaseline) =>
        string.Create(CultureInfo.InvariantCulture, $$"""
            {
              "Type": "Sample", "Method": "{{method}}", "FullName": "StockPrices.Benchmarks.Article.Sample.{{method}}",
              "Statistics": { "N": 15, "Mean": {{median * 1.01}}, "Median": {{median}}, "StandardError": 1.0, "StandardDeviation": 3.0 },
              "Memory": { "BytesAllocatedPerOperation": {{bytes}} },
              "Baseline": {{(isBaseline ? "true" : "false")}}, "Categories": []
            }
            """);
}
