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
        output.Should().Contain("not published to docs/results: add --save");
        CommittedResults.Hash().Should().Be(before);
    }
}
