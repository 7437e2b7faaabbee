using StockPrices.Reporting;
using StockPrices.Reporting.Docs;
using StockPrices.Reporting.Figures;
using StockPrices.Results;
using StockPrices.Results.Quiet;
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

        var table = Render("runtimes-cached-results");

        table.Should().StartWith("| Benchmark ");
        table.IndexOf(".NET 8.0", StringComparison.Ordinal).Should().BeLessThan(table.IndexOf(".NET 10.0", StringComparison.Ordinal));
        table.Should().Contain("| TaskResultCaching.AsyncTaskOfInt_9 |     72 B |      72 B |");
        table.Should().Contain("| TaskResultCaching.AsyncTaskOfInt_8 |      0 B |         – |");
    }

    [Test]
    public void RuntimesThatAnswerAlikeInEveryRowShareACachedResultsColumn()
    {
        Save(
            "TaskResultCaching",
            Row("AsyncTaskOfInt_8", ".NET 10.0", 10, 0), Row("AsyncTaskOfInt_8", ".NET 11.0", 10, 0), Row("AsyncTaskOfInt_8", "NativeAOT 10.0", 10, 0),
            Row("AsyncTaskOfInt_9", ".NET 10.0", 20, 72), Row("AsyncTaskOfInt_9", ".NET 11.0", 20, 72), Row("AsyncTaskOfInt_9", "NativeAOT 10.0", 20, 0));

        var table = Render("runtimes-cached-results");

        table.Should().StartWith("| Benchmark                          | .NET 10.0, .NET 11.0 | NativeAOT 10.0 |");
        table.Should().Contain("| TaskResultCaching.AsyncTaskOfInt_9 |                 72 B |            0 B |");
    }

    [Test]
    public void TimePerCallIsARatioToTheLeftmostRuntimeMeasured()
    {
        Save("RuntimeAsyncSuspension", Row("YieldOnce", ".NET 10.0", 10_000, 96), Row("YieldOnce", ".NET 10.0 runtime async", 40_000, 400));

        var table = Render("runtimes-time-per-call");

        // The baseline's cell is its time; every other runtime's, its time over the baseline's.
        table.Should().Contain("| RuntimeAsyncSuspension.YieldOnce | 10.000 us |").And.Contain(" 4.00× |").And.NotContain("40.000 us");
    }

    [Test]
    public void OverSeveralRunsATimeIsTheMedianOfTheRunsAndARatioTheMedianOfTheRatiosWithinEachRun()
    {
        Save("RuntimeAsyncSuspension", Row("YieldOnce", ".NET 10.0", 10_000, 96), Row("YieldOnce", ".NET 11.0", 5_000, 96));
        Save("RuntimeAsyncSuspension", 2, Row("YieldOnce", ".NET 10.0", 20_000, 96), Row("YieldOnce", ".NET 11.0", 12_000, 96));
        Save("RuntimeAsyncSuspension", 3, Row("YieldOnce", ".NET 10.0", 12_000, 96), Row("YieldOnce", ".NET 11.0", 6_600, 96));

        var table = Render("runtimes-time-per-call");

        // .NET 11 over .NET 10 within each run: 0.50, 0.60 and 0.55; the medians of the runs alone would give 6.6 / 12 too,
        // but their spread (±24% and ±17%) is not the ratio's.
        table.Should().Contain("| RuntimeAsyncSuspension.YieldOnce | 12.000 us ±17% | 0.55× ±9.1% |");
    }

    [Test]
    public void WinsAndLosesSetsRuntimeAsyncAgainstTheStateMachinesOnlyWhereBothRan()
    {
        Save(
            RuntimesDocs.WinsAndLosesClass,
            Row("CompletesSynchronously_AsyncCaller", RuntimesDocs.StateMachines, 20, 72),
            Row("CompletesSynchronously_AsyncCaller", RuntimesDocs.RuntimeAsync, 5, 0),
            Row("Sync", RuntimesDocs.StateMachines, 2, 0));

        var table = Render("runtimes-wins-and-loses");

        table.Should().Contain("| CompletesSynchronously_AsyncCaller | 20.00 ns, 72 B |").And.Contain(" 5.00 ns, 0 B |").And.Contain(" 0.25× |");
        table.Should().NotContain("| Sync ");
    }

    [Test]
    public void BytesPerCallListsOnlyTheRowsWhereARuntimeDiffers()
    {
        Save("RuntimeAsyncSuspension", Row("YieldOnce", ".NET 10.0", 10, 96), Row("YieldOnce", ".NET 11.0", 10, 184), Row("Same", ".NET 10.0", 10, 72), Row("Same", ".NET 11.0", 10, 72));

        var table = Render("runtimes-bytes-per-call");

        table.Should().Contain("| RuntimeAsyncSuspension.YieldOnce |      96 B |     184 B |").And.NotContain("Same");
    }

    [Test]
    public void EachSeriesOfTheCommandIsARowWithTheGatesMostDisturbedReadingsOverItsRunsAndTheCasesEachMeasuredAgain()
    {
        var first = new QuietMachineRecord(TimeSpan.FromMilliseconds(1), [
            Reading("A", foreignCpu: 1.2, drift: 3.4, distant: 5),
            Reading("B", foreignCpu: -0.5, drift: 4.9, distant: 10),
        ]);
        var second = new QuietMachineRecord(TimeSpan.FromMilliseconds(1), [Reading("A", foreignCpu: 2.5, drift: 1.0, distant: 3)]);
        Save("RuntimeAsyncSuspension", run: 1, first, [RuntimesDocs.MeasuredAgainNote + "YieldOnce on .NET 11.0", "benchmark process: .NET 11.0.0, jit, state-machines"], Row("YieldOnce", ".NET 10.0", 10, 96));
        Save("RuntimeAsyncSuspension", run: 2, second, [], Row("YieldOnce", ".NET 10.0", 10, 96));

        var section = Render("runtimes-run");

        section.Should().Contain("| 1970-01-01 00:00, 01:00 |       1 |       1, 1 |              2.5% |                   +4.9% |                 10% |                 1, 0 |")
            .And.Contain("- .NET 11.0.0, jit, state-machines\n");
    }

    [Test]
    public void TheIterationSpreadIsEachRunsStandardDeviationOverItsMeanTheMedianOverTheRuns()
    {
        // Standard deviation over mean: 0.25, 0.30 and 0.20 on .NET 11; 0.10 in every run on .NET 10.
        foreach (var (run, meanNs, stdDevNs) in new[] { (1, 400.0, 100.0), (2, 500.0, 150.0), (3, 600.0, 120.0) })
        {
            Save("PooledBuilderOnYieldPath", run,
                Row("GetStockPriceForAsync_AsyncAllTheWay", ".NET 10.0", 300, 256, meanNs: 300, stdDevNs: 30),
                Row("GetStockPriceForAsync_AsyncAllTheWay", RuntimesDocs.StateMachines, 450, 256, meanNs, stdDevNs));
        }

        Figure("runtimes.net11.state-machine.task-lookup-yielding-iteration-spread").Should().Be("25% ±20%");
        Figure("runtimes.net10.task-lookup-yielding-iteration-spread").Should().Be("10%");
    }

    [Test]
    public void WithoutResultsTheSectionSaysHowToMakeThem() =>
        Render("runtimes-bytes-per-call").Should().Contain("-- runtimes --save");

    private string Render(string id) => RuntimesDocs.All.Single(section => section.Id == id).Render(new DocsContext(_root));

    private string Figure(string id) => FigureCatalogue.All.Single(figure => figure.Id == id).Render(new DocsContext(_root));

    private static RunReportRow Row(string method, string runtime, double medianNs, double allocatedBytes, double? meanNs = null, double? stdDevNs = null) => new(
        method,
        new Dictionary<string, string> { ["method"] = method, ["parameters"] = "", ["runtime"] = runtime, ["runtimeInfo"] = runtime, ["baseline"] = "false" },
        new Dictionary<string, double> { ["medianNs"] = medianNs, ["meanNs"] = meanNs ?? medianNs, ["stdDevNs"] = stdDevNs ?? medianNs / 20, ["iterations"] = 3, ["allocatedBytes"] = allocatedBytes });

    private static QuietMachineReading Reading(string name, double foreignCpu, double drift, double distant) =>
        new(name, "", TimeSpan.FromSeconds(1), foreignCpu, TimeSpan.FromMilliseconds(1), TimeSpan.FromMilliseconds(1), drift, distant);

    private void Save(string benchmarkClass, params RunReportRow[] rows) => Save(benchmarkClass, run: 1, rows);

    /// <param name="run">1 for the committed run, 2 and up for its repeats.</param>
    private void Save(string benchmarkClass, int run, params RunReportRow[] rows) => Save(benchmarkClass, run, quiet: null, notes: [], rows);

    private void Save(string benchmarkClass, int run, QuietMachineRecord? quiet, IReadOnlyList<string> notes, params RunReportRow[] rows)
    {
        var report = new RunReport(
            $"runtimes/{benchmarkClass}", benchmarkClass, Started(run), TimeSpan.FromMinutes(1), EnvironmentInfo.Capture(),
            new Dictionary<string, string> { ["job"] = "default", ["runtimes"] = "", ["benchmarkDotNet"] = "0.14.0", ["command"] = "" },
            rows, notes)
        {
            Run = new RunRecord("dotnet run -- runtimes --save", EnvironmentInfo.Capture(), Started(run), TimeSpan.FromMinutes(1), null, null, 0, RunCompleteness.Complete, null, quiet),
        };
        var committed = Path.Combine(_root, "docs", "results", "runtimes-linux-x64");
        RunReportFile.Save(report, run == 1 ? committed : Path.Combine(committed, "repeats", $"run-{run}"), benchmarkClass);
    }

    /// <summary>Each run an hour after the one before, as the runs of one command follow each other.</summary>
    private static DateTimeOffset Started(int run) => DateTimeOffset.UnixEpoch.AddHours(run - 1);
}
