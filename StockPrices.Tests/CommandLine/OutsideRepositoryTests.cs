namespace StockPrices.Tests.CommandLine;

/// <summary>The app finds its repository from its own folder when run from anywhere else.</summary>
public sealed class OutsideRepositoryTests
{
    [Test]
    public void DocsCheckFindsTheRepositoryFromATemporaryFolder()
    {
        var (exitCode, output, error) = AppProcess.Run(["docs", "--check"], Path.GetTempPath());

        error.Should().BeEmpty();
        exitCode.Should().Be(0, output);
        output.Should().Contain("docs/ matches the committed results");
    }
}
