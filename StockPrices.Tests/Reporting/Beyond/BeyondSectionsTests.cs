using StockPrices.Reporting;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Beyond;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Figures;
using StockPrices.Results;

namespace StockPrices.Tests.Reporting.Beyond;

/// <summary>The generated regions of docs/beyond-the-article.md, before and after a run of the beyond command is committed.</summary>
public class BeyondSectionsTests
{
    // BenchmarkDotNet's full JSON cut to what the reader uses: one class with [Params], a baseline per parameter value.
    private const string FullJson = """
        {
          "Title": "StockPrices.Benchmarks.Beyond.AsyncDepth-20261124-090000",
          "HostEnvironmentInfo": { "BenchmarkDotNetVersion": "0.15.8", "OsVersion": "Debian GNU/Linux 12 (bookworm)", "ProcessorName": "AMD EPYC", "RuntimeVersion": ".NET 10.0.12" },
          "Benchmarks": [
            { "Type": "AsyncDepth", "Method": "Sync", "FullName": "StockPrices.Benchmarks.Beyond.AsyncDepth.Sync(Frames: 1)", "Parameters": "Frames=1",
              "Statistics": { "N": 15, "Mean": 2.0, "Median": 2.0, "StandardError": 0.02, "StandardDeviation": 0.1 },
              "Memory": { "BytesAllocatedPerOperation": 0 }, "Baseline": true, "Categories": ["sync", "completes-synchronously"] },
            { "Type": "AsyncDepth", "Method": "Async_CompletesSynchronously", "FullName": "StockPrices.Benchmarks.Beyond.AsyncDepth.Async_CompletesSynchronously(Frames: 1)", "Parameters": "Frames=1",
              "Statistics": { "N": 15, "Mean": 20.0, "Median": 20.0, "StandardError": 0.2, "StandardDeviation": 1.0 },
              "Memory": { "BytesAllocatedPerOperation": 72 }, "Baseline": false, "Categories": ["async-chain", "completes-synchronously"] },
            { "Type": "AsyncDepth", "Method": "Sync", "FullName": "StockPrices.Benchmarks.Beyond.AsyncDepth.Sync(Frames: 4)", "Parameters": "Frames=4",
              "Statistics": { "N": 15, "Mean": 8.0, "Median": 8.0, "StandardError": 0.08, "StandardDeviation": 0.3 },
              "Memory": { "BytesAllocatedPerOperation": 0 }, "Baseline": true, "Categories": ["sync", "completes-synchronously"] },
            { "Type": "AsyncDepth", "Method": "Async_CompletesSynchronously", "FullName": "StockPrices.Benchmarks.Beyond.AsyncDepth.Async_CompletesSynchronously(Frames: 4)", "Parameters": "Frames=4",
              "Statistics": { "N": 15, "Mean": 40.0, "Median": 40.0, "StandardError": 0.4, "StandardDeviation": 2.0 },
              "Memory": { "BytesAllocatedPerOperation": 288 }, "Baseline": false, "Categories": ["async-chain", "completes-synchronously"] }
          ]
        }
        """;

    private string _root = "";

    [SetUp]
    public void CreateRepository() => _root = Directory.CreateTempSubdirectory("beyond-docs-").FullName;

    [TearDown]
    public void DeleteRepository() => Directory.Delete(_root, recursive: true);

    [Test]
    public void WithoutACommittedRun_EverySectionSaysHowToMakeOne()
    {
        var context = new DocsContext(_root);

        foreach (var section in BeyondDocs.All)
        {
            section.Render(context).Should().Be(BeyondResults.NoCommittedRun + "\n", section.Id);
        }

        BeyondResults.NoCommittedRun.Should().Contain("-- beyond --save");
    }

    [Test]
    public void EachQuestionHasItsTableRegion() =>
        BeyondDocs.All.Select(s => s.Id).Should().Equal(["beyond-run", .. global::StockPrices.Beyond.BeyondVariants.QuestionClasses.Select(q => "beyond-" + q)]);

    [Test]
    public void TheTableGivesEachRowItsParametersAndNoRatioBetweenRowsMeasuredInSeparateProcesses()
    {
        CommitRun();

        var table = Render("beyond-AsyncDepth");

        table.Should().StartWith("| Method ").And.Contain("| Parameters |");
        var rows = table.Split('\n').Where(line => line.Contains("Async_CompletesSynchronously", StringComparison.Ordinal)).ToList();
        rows.Should().HaveCount(2);
        rows[0].Should().Contain("Frames=1").And.Contain(BenchmarkFormat.Time(20)).And.Contain("72 B");
        rows[1].Should().Contain("Frames=4").And.Contain(BenchmarkFormat.Time(40)).And.Contain("288 B");
        table.Should().NotContain("Ratio").And.NotContain(BenchmarkFormat.Ratio(10.0));
    }

    [Test]
    public void WithARepeat_EachCellIsTheMedianOverTheRunsWithItsSpread()
    {
        var store = new ResultsStore(_root);
        Publish(store, FullJson, PublishMode.Replace);
        Publish(store, FullJson.Replace("\"Median\": 20.0", "\"Median\": 24.0", StringComparison.Ordinal), PublishMode.AddRepeat);
        Publish(store, FullJson.Replace("\"Median\": 20.0", "\"Median\": 21.0", StringComparison.Ordinal), PublishMode.AddRepeat);

        var table = Render("beyond-AsyncDepth");
        var run = Render("beyond-run");

        var frames1 = table.Split('\n').Single(line => line.Contains("Async_CompletesSynchronously", StringComparison.Ordinal) && line.Contains("Frames=1", StringComparison.Ordinal));
        frames1.Should().Contain(FigureRange.Of([20.0, 24.0, 21.0], BenchmarkFormat.Time), "the median of the three runs' medians, with its spread").And.Contain("72 B");
        run.Should().MatchRegex(@"- 3 independent runs, started [^,\n]+, [^,\n]+, [^,\n]+ UTC", "each run's start, once");
    }

    [Test]
    public void TheRunSectionNamesTheRuntimeAndTheArguments()
    {
        CommitRun();

        var run = Render("beyond-run");

        run.Should().Contain("- Runtime: .NET 10.0.12").And.Contain("arguments: `--filter StockPrices.Benchmarks.Beyond.*`", "the run's own scratch folder is left out");
    }

    private string Render(string id) => BeyondDocs.All.Single(section => section.Id == id).Render(new DocsContext(_root));

    private static void Publish(ResultsStore store, string fullJson, PublishMode mode)
    {
        var scratch = Directory.CreateTempSubdirectory("beyond-run-").FullName;
        File.WriteAllText(Path.Combine(scratch, "StockPrices.Benchmarks.Beyond.AsyncDepth-report-full.json"), fullJson);
        var machine = new EnvironmentInfo(".NET 10.0.12", "10.0.12", "Debian GNU/Linux 12 (bookworm)", "X64", "AMD EPYC", 2, false, "host");
        BenchmarkRunEnvironmentFile.Save(
            new BenchmarkRunEnvironment(machine, "0.15.8", ["--filter", "StockPrices.Benchmarks.Beyond.*"], new DateTimeOffset(2026, 11, 24, 9, 0, 0, TimeSpan.Zero), TimeSpan.FromMinutes(11)),
            scratch);
        var option = mode == PublishMode.Replace ? "--save" : "--save-repeat";
        var record = new RunRecord($"dotnet run -- beyond {option}", machine, DateTimeOffset.UnixEpoch, TimeSpan.FromMinutes(11), "1.00 1.00 1.00", "1.00 1.00 1.00", 0, RunCompleteness.Complete, null);
        store.SaveFolder(scratch, record, "net10.0-linux-x64", ResultsScenarios.Beyond, mode).PublishedPath.Should().NotBeNull();
    }

    private void CommitRun()
    {
        var folder = new ResultsStore(_root).CommittedFolder("net10.0-linux-x64", ResultsScenarios.Beyond);
        Directory.CreateDirectory(folder);
        File.WriteAllText(Path.Combine(folder, "StockPrices.Benchmarks.Beyond.AsyncDepth-report-full.json"), FullJson);
        var machine = new EnvironmentInfo(".NET 10.0.12", "10.0.12", "Debian GNU/Linux 12 (bookworm)", "X64", "AMD EPYC", 2, false, "host");
        BenchmarkRunEnvironmentFile.Save(
            new BenchmarkRunEnvironment(machine, "0.15.8", ["--artifacts", "/tmp/scratch/beyond-runs/1", "--filter", "StockPrices.Benchmarks.Beyond.*"], new DateTimeOffset(2026, 11, 24, 9, 0, 0, TimeSpan.Zero), TimeSpan.FromMinutes(11)),
            folder);
    }
}
