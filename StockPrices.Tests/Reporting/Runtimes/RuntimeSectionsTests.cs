using StockPrices.Reporting;
using StockPrices.Reporting.Docs;
using StockPrices.Results;
using StockPrices.Reporting.Runtimes;

namespace StockPrices.Tests.Reporting.Runtimes;

/// <summary>The runtime tables of docs/runtimes.md, drawn from results files written the way the runtimes command writes them.</summary>
public class RuntimeSectionsTests
{
    private string _root = "";

    [SetUp]
    public void CreateRepository() => _root = Directory.CreateTempSubdirectory("runtimes-docs-").FullName;

    [TearDown]
    public void DeleteRepository() => Directory.Delete(_root, recursive: true);

    [Test]
    public void TheCachedResultsTableHasOneColumnPerRuntimeWithNet8First()
    {
        Save("TaskResultCaching", Row("AsyncTaskOfInt_9", ".NET 10.0", 20, 72), Row("AsyncTaskOfInt_9", ".NET 8.0", 30, 72), Row("AsyncTaskOfInt_8", ".NET 8.0", 10, 0));

        var table = new RuntimesCachedResultsSection().Render(new DocsContext(_root));

        table.Should().StartWith("| Benchmark ");
        table.IndexOf(".NET 8.0", StringComparison.Ordinal).Should().BeLessThan(table.IndexOf(".NET 10.0", StringComparison.Ordinal));
        table.Should().Contain("| TaskResultCaching.AsyncTaskOfInt_9 |     72 B |      72 B |");
        table.Should().Contain("| TaskResultCaching.AsyncTaskOfInt_8 |      0 B |         – |");
    }

    [Test]
    public void TimePerCallIsARatioToTheLeftmostRuntimeMeasured()
    {
        Save("RuntimeAsyncSuspension", Row("YieldOnce", ".NET 10.0", 10_000, 96), Row("YieldOnce", ".NET 10.0 runtime async", 40_000, 400));

        var table = RuntimesArticleSection.TimePerCall.Render(new DocsContext(_root));

        // The spread beside each time is the standard deviation of its iterations (Row: a twentieth of the median).
        table.Should().Contain("| RuntimeAsyncSuspension.YieldOnce | 10.000 us ±5% (1.00) |").And.Contain(" 40.000 us ±5% (4.00) |");
    }

    [Test]
    public void WithoutResultsTheSectionSaysHowToMakeThem() =>
        RuntimesArticleSection.BytesPerCall.Render(new DocsContext(_root)).Should().Contain("-- runtimes --save");

    private static RunReportRow Row(string method, string runtime, double medianNs, double allocatedBytes) => new(
        method,
        new Dictionary<string, string> { ["method"] = method, ["parameters"] = "", ["runtime"] = runtime, ["runtimeInfo"] = runtime, ["baseline"] = "false" },
        new Dictionary<string, double> { ["medianNs"] = medianNs, ["meanNs"] = medianNs, ["stdDevNs"] = medianNs / 20, ["iterations"] = 3, ["allocatedBytes"] = allocatedBytes });

    private void Save(string benchmarkClass, params RunReportRow[] rows)
    {
        var report = new RunReport(
            $"runtimes/{benchmarkClass}", benchmarkClass, DateTimeOffset.UnixEpoch, TimeSpan.FromMinutes(1), EnvironmentInfo.Capture(),
            new Dictionary<string, string> { ["job"] = "default", ["runtimes"] = "", ["benchmarkDotNet"] = "0.14.0", ["command"] = "" },
            rows, [])
        {
            Run = new RunRecord("dotnet run -- runtimes --save", EnvironmentInfo.Capture(), DateTimeOffset.UnixEpoch, TimeSpan.FromMinutes(1), null, null, 0, RunCompleteness.Complete, null),
        };
        RunReportFile.Save(report, Path.Combine(_root, "docs", "results", "runtimes-linux-x64"), benchmarkClass);
    }
}
