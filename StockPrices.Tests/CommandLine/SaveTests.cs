namespace StockPrices.Tests.CommandLine;

/// <summary>A run that completes writes its results where it was told, never to docs/results unless --save is given.</summary>
public sealed class SaveTests
{
    private string _output = null!;

    [SetUp]
    public void CreateOutputFolder() => _output = Directory.CreateTempSubdirectory("stockprices-save-").FullName;

    [TearDown]
    public void DeleteOutputFolder() => Directory.Delete(_output, recursive: true);

    [Test]
    public void CompletedRunWithoutSaveWritesOnlyToItsOutputFolder()
    {
        var before = CommittedResults.Hash();

        var (exitCode, output, error) = AppProcess.Run(
            ["pipelines", "--chunks", "2", "--read", "1ms", "--process", "1ms", "--write", "1ms", "--runs", "1", "--scale", "1", "--output", _output]);

        exitCode.Should().Be(0, error);
        Directory.GetFiles(_output).Select(Path.GetFileName).Should().Equal("pipelines-simulated-report.json");
        // Whether it adds "add --save to publish" depends on the quiet-machine gate's verdict on this machine; what a run
        // not asked to publish says is ResultsStoreTests'. Here: it never says it published.
        output.Split('\n').Should().NotContain(line => line.StartsWith("published ", StringComparison.Ordinal));
        CommittedResults.Hash().Should().Be(before);
    }
}
