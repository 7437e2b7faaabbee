using StockPrices.Reporting.BenchmarkResults;

namespace StockPrices.Tests.Reporting;

public class BenchmarkSummaryTests
{
    // The shape BenchmarkDotNet 0.14's JsonExporter.Full writes, cut to what the reader uses, plus the
    // Baseline and Categories fields the benchmark app adds. The second benchmark failed: no statistics.
    private const string FullJson = """
        {
          "Title": "StockPrices.Benchmarks.Article.Sample-20261122-010000",
          "HostEnvironmentInfo": {
            "BenchmarkDotNetVersion": "0.14.0",
            "OsVersion": "Debian GNU/Linux 12 (bookworm)",
            "ProcessorName": "Intel Xeon Processor",
            "RuntimeVersion": ".NET 10.0.12 (10.0.1226.42308)"
          },
          "Benchmarks": [
            {
              "Type": "Sample", "Method": "Sync", "FullName": "StockPrices.Benchmarks.Article.Sample.Sync",
              "Statistics": { "N": 15, "Mean": 200.0, "Median": 199.0, "StandardError": 2.0, "StandardDeviation": 7.7 },
              "Memory": { "BytesAllocatedPerOperation": 0 },
              "Metrics": [ { "Value": 0, "Descriptor": { "Id": "CompletedWorkItemCount" } } ],
              "Baseline": true, "Categories": []
            },
            {
              "Type": "Sample", "Method": "Broken", "FullName": "StockPrices.Benchmarks.Article.Sample.Broken",
              "Statistics": null,
              "Baseline": false, "Categories": ["yield"]
            },
            {
              "Type": "Sample", "Method": "Await", "FullName": "StockPrices.Benchmarks.Article.Sample.Await",
              "Statistics": { "N": 100, "Mean": 5000.0, "Median": 4900.0, "StandardError": 150.0, "StandardDeviation": 1500.0,
                              "OriginalValues": [4800.0, 4900.0] },
              "Memory": { "BytesAllocatedPerOperation": 128 },
              "Measurements": [
                { "IterationMode": "Overhead", "IterationStage": "Actual", "Operations": 16, "Nanoseconds": 10.0 },
                { "IterationMode": "Workload", "IterationStage": "Warmup", "Operations": 16, "Nanoseconds": 80000.0 },
                { "IterationMode": "Workload", "IterationStage": "Actual", "Operations": 16, "Nanoseconds": 76800.0 },
                { "IterationMode": "Workload", "IterationStage": "Actual", "Operations": 16, "Nanoseconds": 78400.0 },
                { "IterationMode": "Workload", "IterationStage": "Actual", "Operations": 16, "Nanoseconds": 160000.0 },
                { "IterationMode": "Workload", "IterationStage": "Result", "Operations": 16, "Nanoseconds": 76800.0 },
                { "IterationMode": "Workload", "IterationStage": "Result", "Operations": 16, "Nanoseconds": 78400.0 }
              ],
              "Metrics": [ { "Value": 1.0002, "Descriptor": { "Id": "CompletedWorkItemCount" } } ],
              "Baseline": false, "Categories": ["yield"]
            }
          ]
        }
        """;

    // One benchmark measured in two processes (LaunchIndex): the first ran one iteration more, and each process's Result
    // stage (what its statistics keep) leaves out one of its Actual iterations as an outlier.
    private const string TwoLaunches = """
            {
              "Title": "StockPrices.Benchmarks.Article.Sample-20261125-010000",
              "HostEnvironmentInfo": { "BenchmarkDotNetVersion": "0.15.8", "OsVersion": "Debian GNU/Linux 12 (bookworm)", "ProcessorName": "AMD EPYC", "RuntimeVersion": ".NET 10.0.12 (10.0.1226.42308)" },
              "Benchmarks": [
                {
                  "DisplayInfo": "Sample.Await: Job-ABCDEF(IterationTime=150ms, LaunchCount=2, MaxIterationCount=17, MaxWarmupIterationCount=9)",
                  "Type": "Sample", "Method": "Await", "FullName": "StockPrices.Benchmarks.Article.Sample.Await",
                  "Statistics": { "N": 5, "Mean": 5000.0, "Median": 4900.0, "StandardError": 150.0, "StandardDeviation": 1500.0 },
                  "Measurements": [
                    { "IterationMode": "Workload", "IterationStage": "Actual", "LaunchIndex": 1, "Operations": 16, "Nanoseconds": 76800.0 },
                    { "IterationMode": "Workload", "IterationStage": "Actual", "LaunchIndex": 1, "Operations": 16, "Nanoseconds": 78400.0 },
                    { "IterationMode": "Workload", "IterationStage": "Actual", "LaunchIndex": 1, "Operations": 16, "Nanoseconds": 78400.0 },
                    { "IterationMode": "Workload", "IterationStage": "Warmup", "LaunchIndex": 2, "Operations": 16, "Nanoseconds": 80000.0 },
                    { "IterationMode": "Workload", "IterationStage": "Actual", "LaunchIndex": 2, "Operations": 16, "Nanoseconds": 76800.0 },
                    { "IterationMode": "Workload", "IterationStage": "Actual", "LaunchIndex": 2, "Operations": 16, "Nanoseconds": 77600.0 },
                    { "IterationMode": "Workload", "IterationStage": "Result", "LaunchIndex": 2, "Operations": 16, "Nanoseconds": 76800.0 },
                    { "IterationMode": "Workload", "IterationStage": "Result", "LaunchIndex": 1, "Operations": 16, "Nanoseconds": 76800.0 },
                    { "IterationMode": "Workload", "IterationStage": "Result", "LaunchIndex": 1, "Operations": 16, "Nanoseconds": 78400.0 }
                  ],
                  "Baseline": false, "Categories": []
                }
              ]
            }
            """;

    private string _folder = null!;

    [SetUp]
    public void CreateFolder() => _folder = Directory.CreateTempSubdirectory("benchmark-results-").FullName;

    [TearDown]
    public void DeleteFolder() => Directory.Delete(_folder, recursive: true);

    [Test]
    public void Load_ReadsStatisticsAllocationMetricsAndBaseline()
    {
        var summary = BenchmarkSummary.Load(Write("Sample-report-full.json", FullJson));

        summary.BenchmarkDotNetVersion.Should().Be("0.14.0");
        summary.Baseline!.Method.Should().Be("Sync");
        var awaiting = summary["Await"];
        awaiting.MeanNanoseconds.Should().Be(5000.0);
        awaiting.IterationCount.Should().Be(100);
        awaiting.AllocatedBytesPerOperation.Should().Be(128);
        awaiting.Metric(BenchmarkResult.CompletedWorkItemsMetric).Should().Be(1.0002);
        awaiting.Categories.Should().Equal("yield");
    }

    [Test]
    public void Load_CountsEveryActualIteration_IncludingTheOutliersTheStatisticsLeaveOut()
    {
        var awaiting = BenchmarkSummary.Load(Write("Sample-report-full.json", FullJson))["Await"];

        awaiting.ActualIterations.Should().Be(3);
        awaiting.Samples.Should().Equal(4800.0, 4900.0);
    }

    [Test]
    public void Load_CountsTheIterationsOfTheLongestLaunchAgainstTheCapTheJobNames()
    {
        var awaiting = BenchmarkSummary.Load(Write("TwoLaunches-report-full.json", TwoLaunches))["Await"];
        var oneLaunch = BenchmarkSummary.Load(Write("Sample-report-full.json", FullJson))["Await"];

        (awaiting.Launches, awaiting.ActualIterations, awaiting.MaxIterationCount, awaiting.Job).Should().Be((2, 3, 17, "Job-ABCDEF"));
        (oneLaunch.Launches, oneLaunch.MaxIterationCount).Should().Be((1, (int?)null), "a report without launch indexes or job settings is one launch under BenchmarkDotNet's own cap");
    }

    [Test]
    public void Load_KeepsEachLaunchsResultIterationsApart_InLaunchOrder()
    {
        var awaiting = BenchmarkSummary.Load(Write("TwoLaunches-report-full.json", TwoLaunches))["Await"];

        awaiting.IterationsByLaunch.Should().HaveCount(2);
        awaiting.IterationsByLaunch[0].Should().Equal(4800.0, 4900.0);
        awaiting.IterationsByLaunch[1].Should().Equal(4800.0);
    }

    [Test]
    public void RelativeStandardError_IsStandardErrorOverMean() =>
        BenchmarkSummary.Load(Write("Sample-report-full.json", FullJson))["Await"].RelativeStandardError.Should().Be(0.03);

    [Test]
    public void Load_FailedBenchmark_IsNotMeasured() =>
        BenchmarkSummary.Load(Write("Sample-report-full.json", FullJson))["Broken"].WasMeasured.Should().BeFalse();

    [Test]
    public void LoadFolder_ReadsOnlyFullJsonReports()
    {
        Write("Sample-report-full.json", FullJson);
        Write("Sample-report-github.md", "| Method |");
        Write("environment.json", "{}");

        BenchmarkSummary.LoadFolder(_folder).Should().ContainSingle();
    }

    [Test]
    public void Load_NotAReport_ThrowsInvalidDataExceptionNamingTheFile()
    {
        var path = Write("Other-report-full.json", """{ "Title": "x" }""");

        var act = () => BenchmarkSummary.Load(path);

        act.Should().Throw<InvalidDataException>().WithMessage($"{path}*");
    }

    private string Write(string name, string content)
    {
        var path = Path.Combine(_folder, name);
        File.WriteAllText(path, content);
        return path;
    }
}
