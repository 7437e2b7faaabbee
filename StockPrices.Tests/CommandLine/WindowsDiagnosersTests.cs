using System.Xml.Linq;

namespace StockPrices.Tests.CommandLine;

/// <summary><c>--windows-diagnosers</c> is refused before anything runs, naming the BenchmarkDotNet version the build pins.</summary>
public sealed class WindowsDiagnosersTests
{
    [Test]
    public void TheRefusalNamesThePinnedBenchmarkDotNetVersionAndRunsNothing()
    {
        var pinned = XDocument.Load(Path.Combine(AppProcess.RepositoryRoot, "Directory.Packages.props"))
            .Descendants("PackageVersion").Single(package => (string?)package.Attribute("Include") == "BenchmarkDotNet")
            .Attribute("Version")!.Value;
        var before = CommittedResults.Hash();

        var (exitCode, output, error) = AppProcess.Run(["--windows-diagnosers"]);

        exitCode.Should().Be(2, error);
        error.Should().Contain($"not the {pinned} used here").And.EndWith("Nothing was run.\n");
        output.Should().BeEmpty();
        CommittedResults.Hash().Should().Be(before);
    }
}
