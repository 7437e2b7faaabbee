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
}
