using StockPrices.Reporting.Article;

namespace StockPrices.Tests.Reporting.Article;

public class BenchmarkRunWarningsTests
{
    // The sections BenchmarkDotNet 0.14 prints at the end of a run, as they appear in its log.
    private const string Log = """
        // * Warnings *
        MultimodalDistribution
          Sample.Bimodal: IterationTime=150ms -> It seems that the distribution is bimodal (mValue = 3.71)
        MinIterationTime
          Sample.Bimodal: IterationTime=150ms -> The minimum observed iteration time is 18.599ms which is very small. It's recommended to increase it to at least 100ms using more operations.

        // * Hints *
        Outliers
          Sample.Quiet: IterationTime=150ms  -> 7 outliers were removed (171.14 ns..200.88 ns)

        // * Legends *
          Mean : Arithmetic mean of all measurements
        """;

    private string _folder = "";

    [SetUp]
    public void WriteLog()
    {
        _folder = Directory.CreateTempSubdirectory("warnings-").FullName;
        File.WriteAllText(Path.Combine(_folder, "BenchmarkRun-20261123-000000.log"), Log);
    }

    [TearDown]
    public void DeleteLog() => Directory.Delete(_folder, recursive: true);

    [Test]
    public void Load_WarningsSection_GivesTheKindOfEachWarningOfTheRow() =>
        BenchmarkRunWarnings.Load(_folder).For("Sample", "Bimodal").Should().Equal("bimodal", "iterations under 100 ms");

    [Test]
    public void Load_HintsSection_IsNotAWarning() =>
        BenchmarkRunWarnings.Load(_folder).For("Sample", "Quiet").Should().BeEmpty();

    [Test]
    public void Load_LegendLines_AreNotWarnings() =>
        BenchmarkRunWarnings.Load(_folder).For("Mean", "").Should().BeEmpty();

    [Test]
    public void Load_ABenchmarkALaterLogRanAgain_HasOnlyThatLogsWarnings()
    {
        // The quiet-machine gate re-ran the class of Sample.Bimodal: its second run had no warning.
        File.WriteAllText(Path.Combine(_folder, "BenchmarkRun-20261123-000100.log"), """
            // Benchmark: Sample.Bimodal: Job-ABCDEF(IterationTime=150ms)
            // Benchmark: Sample.Quiet: Job-ABCDEF(IterationTime=150ms)

            // * Warnings *
            MinIterationTime
              Sample.Quiet: IterationTime=150ms -> The minimum observed iteration time is 18.599ms which is very small. It's recommended to increase it to at least 100ms using more operations.
            """);

        var warnings = BenchmarkRunWarnings.Load(_folder);

        (warnings.For("Sample", "Bimodal"), warnings.For("Sample", "Quiet")).Should().BeEquivalentTo((Array.Empty<string>(), new[] { "iterations under 100 ms" }));
    }

    [Test]
    public void Cell_WarningsOfSeveralRuns_GivesEachOnceWithTheRunsThatGaveIt() =>
        BenchmarkRunWarnings.Cell([["bimodal", "iterations under 100 ms"], [], ["iterations under 100 ms"]])
            .Should().Be("bimodal (run 1); iterations under 100 ms (runs 1, 3)");

    [Test]
    public void Cell_AWarningOfEveryRun_SaysEveryRun() =>
        BenchmarkRunWarnings.Cell([["bimodal"], ["bimodal", "iterations under 100 ms"]])
            .Should().Be("bimodal (every run); iterations under 100 ms (run 2)");

    [Test]
    public void Cell_OneRun_GivesTheWarningsAlone() =>
        BenchmarkRunWarnings.Cell([["bimodal", "iterations under 100 ms"]]).Should().Be("bimodal; iterations under 100 ms");

    [Test]
    public void Cell_NoRunWarned_IsADash() =>
        BenchmarkRunWarnings.Cell([[], []]).Should().Be("–");
}
