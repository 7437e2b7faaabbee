using System.Globalization;
using StockPrices.Results.Paired;
using StockPrices.Results;

namespace StockPrices.Tests.CommandLine;

/// <summary>
/// <c>quick</c> as a user runs it: bad input refused in one line before any work, and a tiny run (a few rounds per
/// comparison) that prints a progress line per launch, one row per comparison and a verdict about
/// the reference, saved to its output folder only. Timings are not asserted: a test asserts behaviour.
/// </summary>
public sealed class QuickCommandTests
{
    private string _output = null!;

    [SetUp]
    public void CreateOutputFolder() => _output = Directory.CreateTempSubdirectory("stockprices-quick-").FullName;

    [TearDown]
    public void DeleteOutputFolder() => Directory.Delete(_output, recursive: true);

    [TestCase("--rounds must be between 6 and 100000", "--rounds", "5")]
    [TestCase("--rounds: 'many' is not a whole number", "--rounds", "many")]
    [TestCase("--slice must be between 1ms and 10ms", "--slice", "50ms")]
    [TestCase("--launches must be between 1 and 100", "--launches", "0")]
    [TestCase("--save, --save-repeat and --save-check publish only a reference run, and this one has fewer rounds, launches or a shorter warm-up limit than a reference run's 1000 rounds in 60 launches and 4 s (400 rounds in 15 launches and 4 s): give --launches 60 --rounds 1000", "--save")]
    [TestCase("(6 rounds in 60 launches and 4 s)", "--rounds", "6", "--launches", "60", "--save-repeat")]
    [TestCase("unrecognized argument 'extra'", "extra")]
    public void BadInputIsOneLineAndExitCodeTwo(string message, params string[] arguments)
    {
        var (exitCode, output, error) = AppProcess.Run(["quick", .. arguments, "--output", _output]);

        (exitCode, error.Trim().Split('\n').Length, output).Should().Be((2, 1, ""), error);
        error.Should().Contain(message);
        Directory.EnumerateFileSystemEntries(_output).Should().BeEmpty();
    }

    [Test]
    public void ATinyRunPrintsEveryComparisonAndSavesAPartialReport()
    {
        var before = CommittedResults.Hash();

        // Two launches, each measuring every comparison after a warm-up of at least two seconds.
        var (exitCode, output, error) = AppProcess.Run(["quick", "--rounds", "6", "--launches", "2", "--slice", "1ms", "--warm-up-limit", "2s", "--output", _output], timeout: TimeSpan.FromMinutes(3));

        exitCode.Should().Be(0, error);
        // Every comparison but those of runtime async, which need a runtime that runs it: the app runs on .NET 10 as this test does.
        var ids = Enum.GetValues<PairedComparisonId>().Except(
            [
                PairedComparisonId.RuntimeAsyncVsStateMachineCompletingSynchronously,
                PairedComparisonId.RuntimeAsyncVsStateMachineCompletingSynchronouslyInlinable,
                PairedComparisonId.RuntimeAsyncVsStateMachineSuspendingOneFrame,
                PairedComparisonId.RuntimeAsyncVsStateMachineSuspendingEightFrames,
            ]).Select(id => id.ToString()).ToArray();
        output.Should().Contain($"[1/2] launch 1 of 2: {ids.Length} comparisons", "a progress line names each launch as it starts");
        output.Should().Contain($"[2/2] launch 2 of 2: {ids.Length} comparisons");
        foreach (var id in ids)
        {
            output.Split('\n').Count(line => line.StartsWith($"| {id} ", StringComparison.Ordinal)).Should().Be(1, $"{id} has one row");
            output.Should().MatchRegex($"{id}: [23] launches, ratio per launch ", "two launches, and one more when they were short of rounds on near cores");
        }

        var rows = RunReportFile.Load(Path.Combine(_output, "quick-report.json")).Rows;
        rows.Select(row => row.Variant).Should().BeEquivalentTo(ids, "the report has a row for each comparison measured");
        rows.Select(row => PairedReportRows.FromRow(row)!.Value.Estimate.Launches).Should().OnlyContain(launches => launches == 2 || launches == 3, "the report says how many processes measured each comparison");

        output.Split('\n').Where(line => line.StartsWith('|')).Should().OnlyContain(line => line.TrimEnd().Length <= 120, "the table fits a terminal; the details are in the report file");
        output.Should().ContainAny("No committed reference at", "agrees with the reference", "Differ from the reference");
        Directory.GetFiles(_output).Select(Path.GetFileName).Should().Equal("quick-report.json");
        output.TrimEnd().Split('\n')[^1].Should().Be("saved " + Path.Combine(_output, "quick-report.json"), "a look not asked to publish ends with where its report is");
        CommittedResults.Hash().Should().Be(before);
    }

    [Test]
    public void EveryRoundTimesTheCrossCoreRoundTripAndTheReportSaysHowManyRanOnDistantCores()
    {
        var (exitCode, output, error) = AppProcess.Run(["quick", "--rounds", "6", "--launches", "1", "--slice", "1ms", "--warm-up-limit", "2s", "--output", _output], timeout: TimeSpan.FromMinutes(3));

        exitCode.Should().Be(0, error);
        var report = RunReportFile.Load(Path.Combine(_output, "quick-report.json"));
        double.Parse(report.Parameters["fastestCrossCoreRoundTripNs"], CultureInfo.InvariantCulture).Should().BeInRange(1, 100_000, "a round trip between two cores takes nanoseconds to microseconds");
        foreach (var row in report.Rows)
        {
            var (id, estimate) = PairedReportRows.FromRow(row)!.Value;
            var rounds = estimate.RoundsKept + estimate.RoundsDropped + estimate.RoundsOnDistantCores;
            estimate.Launches.Should().BeInRange(1, 2, $"{id} runs its one launch, and one more only when the first was short of rounds on near cores");
            rounds.Should().BeInRange(6 * estimate.Launches, 18 * estimate.Launches, $"each launch of {id} runs at least its six rounds and at most three times as many");
            if (estimate.Launches == 1)
            {
                // No second launch: judged against the whole run's fastest round trip, six rounds ran on near cores.
                (estimate.RoundsKept + estimate.RoundsDropped).Should().BeGreaterThanOrEqualTo(6, $"{id} had its rounds on near cores");
            }
        }

        output.Should().Contain("on distant cores; cross-core round trip median");
    }
}
