using System.Globalization;
using StockPrices.Reporting.Paired;
using StockPrices.Results;

namespace StockPrices.Tests.CommandLine;

/// <summary>
/// <c>quick</c> as a user runs it: bad input refused in one line before any work, and a tiny run (a few rounds per
/// comparison) that prints a progress line per comparison, one row per comparison and a verdict about the reference,
/// saved to its output folder only. Timings are not asserted: a test asserts behaviour.
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

        var (exitCode, output, error) = AppProcess.Run(["quick", "--rounds", "6", "--slice", "1ms", "--warm-up-limit", "2s", "--output", _output]);

        exitCode.Should().Be(0, error);
        var ids = Enum.GetNames<PairedComparisonId>();
        foreach (var (id, index) in ids.Select((id, index) => (id, index)))
        {
            output.Should().Contain($"[{index + 1}/{ids.Length}] {id}:", "a progress line names each comparison as it starts");
            output.Split('\n').Count(line => line.StartsWith($"| {id} ", StringComparison.Ordinal)).Should().Be(1, $"{id} has one row");
        }

        output.Should().ContainAny("No committed reference at", "agrees with the reference", "Differ from the reference");
        Directory.GetFiles(_output).Select(Path.GetFileName).Should().Equal("quick-report.json");
        output.Should().Contain("not published to docs/results");
        CommittedResults.Hash().Should().Be(before);
    }

    [Test]
    public void EveryRoundTimesTheCrossCoreRoundTripAndTheReportSaysHowManyRanOnDistantCores()
    {
        var (exitCode, output, error) = AppProcess.Run(["quick", "--rounds", "6", "--slice", "1ms", "--warm-up-limit", "2s", "--output", _output]);

        exitCode.Should().Be(0, error);
        var report = RunReportFile.Load(Path.Combine(_output, "quick-report.json"));
        double.Parse(report.Parameters["fastestCrossCoreRoundTripNs"], CultureInfo.InvariantCulture).Should().BeInRange(1, 100_000, "a round trip between two cores takes nanoseconds to microseconds");
        foreach (var row in report.Rows)
        {
            var (id, estimate) = PairedReportRows.FromRow(row)!.Value;
            var rounds = estimate.RoundsKept + estimate.RoundsDropped + estimate.RoundsOnDistantCores;
            rounds.Should().BeInRange(6, 18, $"{id} runs at least its six rounds and at most three times as many");
            if (rounds < 18)
            {
                // Short of the limit, it stopped because six rounds ran on near cores (the dropped ones may be either).
                (estimate.RoundsKept + estimate.RoundsDropped).Should().BeGreaterThanOrEqualTo(6, $"{id} stopped before its limit");
            }
        }

        output.Should().Contain("on distant cores; cross-core round trip median");
    }
}
