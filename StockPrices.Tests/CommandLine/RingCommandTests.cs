using StockPrices.Results;

namespace StockPrices.Tests.CommandLine;

/// <summary>
/// Which results a <c>ring</c> run is saved as: only a run of every contender, the peers included, is the headline (n=300,
/// m=10,000) or the grid; a run of some of them is a custom run, so that <c>--save</c> cannot put it in their place.
/// </summary>
public sealed class RingCommandTests
{
    private string _output = null!;

    [SetUp]
    public void CreateOutputFolder() => _output = Directory.CreateTempSubdirectory("stockprices-ring-").FullName;

    [TearDown]
    public void DeleteOutputFolder() => Directory.Delete(_output, recursive: true);

    [TestCase("ring", "-i", "tasks-channel", "-n", "300", "-m", "10000", "--repeat", "1")]
    [TestCase("ring", "--grid", "-i", "tasks-channel", "--budget", "5", "--repeat", "1")]
    public void ARunOfSomeContendersIsSavedAsACustomRun(params string[] arguments)
    {
        var (_, output, error) = AppProcess.Run([.. arguments, "--output", _output]);

        Directory.GetFiles(_output).Select(Path.GetFileName).Should().Equal(["ring-custom-report.json"], output + error);
    }

    [Test]
    public void ARunWhoseEveryCellIsSkippedIsPartialAndExitsOne()
    {
        // Three nodes over an OS-thread cap of two: the one cell is skipped, so nothing was measured.
        var (exitCode, output, error) = AppProcess.Run(["ring", "-i", "threads-blockingcollection", "-n", "3", "-m", "10", "--max-os-threads", "2", "--output", _output]);

        exitCode.Should().Be(1, output + error);
        output.Should().Contain("skipped: n over the OS-thread cap");
        var record = RunReportFile.Load(Path.Combine(_output, "ring-custom-report.json")).Run!;
        (record.Completeness, record.Why).Should().Be((RunCompleteness.Partial, "every cell was skipped; none was measured"));
    }

    [Test]
    public void ACellsLineGivesItsTimeAndNoLoadAverageAndItsQuietReadingSaysItMayStillChange()
    {
        var (exitCode, output, error) = AppProcess.Run(["ring", "-i", "tasks-channel", "-n", "300", "-m", "1000", "--repeat", "1", "--output", _output]);

        exitCode.Should().Be(0, error);
        var lines = output.Split('\n').Select(line => line.TrimEnd()).ToList();
        // The load average counts the ring's own threads and processes: it is kept in the report, not printed.
        lines.Should().ContainSingle(line => line.StartsWith("[1/1] tasks-channel n=300 m=1,000: ", StringComparison.Ordinal))
            .Which.Should().MatchRegex(@"ns/hop, [0-9.]+ s$");
        output.Should().NotContain("(load ");
        // Judged against the fastest calibration so far: "quiet" can still turn "disturbed" at the end, never the reverse.
        lines.Should().ContainSingle(line => line.StartsWith("// Quiet machine: tasks-channel n=300 m=1000: ", StringComparison.Ordinal))
            .Which.Should().MatchRegex(@": (quiet so far|disturbed \(.+\))$");
    }
}
