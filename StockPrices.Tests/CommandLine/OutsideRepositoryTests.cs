namespace StockPrices.Tests.CommandLine;

/// <summary>The app finds its repository from its own folder when run from anywhere else.</summary>
public sealed class OutsideRepositoryTests
{
    [Test]
    public void DocsCheckFindsTheRepositoryFromATemporaryFolder()
    {
        var (exitCode, output, error) = AppProcess.Run(["docs", "--check"], Path.GetTempPath());

        error.Should().BeEmpty();
        exitCode.Should().BeOneOf(0, 1); // 1: docs/ out of date, which DocsDriftTests reports
        output.Should().MatchRegex("docs/ matches the committed results|differ from the results");
    }
}
