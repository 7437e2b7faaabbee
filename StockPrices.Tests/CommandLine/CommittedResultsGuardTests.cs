using StockPrices.Results;

namespace StockPrices.Tests.CommandLine;

/// <summary>
/// A run that does not publish never writes into docs/results, by whatever path its results folder reaches it: the
/// default folder (artifacts/results) through a link, or a relative --output. Each run is made in a temporary
/// repository, refused before any work, and leaves its docs/results as it was.
/// </summary>
[Platform("Linux,MacOsX")]
public sealed class CommittedResultsGuardTests
{
    private const string CommittedReport = "{ \"the committed run\": true }\n";

    private TemporaryRepository _temporary = null!;
    private string _repository = null!;
    private string _committed = null!;

    [SetUp]
    public void CreateRepositoryWithACommittedReport()
    {
        _temporary = new TemporaryRepository("stockprices-guard-");
        _repository = _temporary.Root;
        _committed = _temporary.Commit(ResultsScenarios.Quick, CommittedReport);
    }

    [TearDown]
    public void DeleteRepository() => _temporary.Dispose();

    [TestCase("artifacts", "docs")]
    [TestCase("artifacts", "docs/results/..")]
    [TestCase("artifacts/results", "../docs/results")]
    public void TheDefaultResultsFolderLinkedIntoCommittedResultsIsRefused(string link, string target)
    {
        var linkPath = Path.Combine(_repository, link);
        Directory.CreateDirectory(Path.GetDirectoryName(linkPath)!);
        Directory.CreateSymbolicLink(linkPath, target);

        var (exitCode, output, error) = AppProcess.Run(["quick", "--rounds", "6", "--launches", "1"], _repository);

        exitCode.Should().Be(2, output + error);
        error.TrimEnd().Split('\n').Should().ContainSingle()
            .Which.Should().Contain("where runs write their results unless given --output, is inside docs/results (through a link), which only --save writes");
        AssertCommittedResultsUntouched();
    }

    [TestCase("docs/results/new")]
    [TestCase("./docs/../docs/results")]
    public void ARelativeOutputInsideCommittedResultsIsRefused(string output)
    {
        var (exitCode, stdout, error) = AppProcess.Run(["quick", "--rounds", "6", "--launches", "1", "--output", output], _repository);

        exitCode.Should().Be(2, stdout + error);
        error.TrimEnd().Split('\n').Should().ContainSingle()
            .Which.Should().Contain("is inside docs/results, which only --save writes");
        AssertCommittedResultsUntouched();
    }

    private void AssertCommittedResultsUntouched()
    {
        File.ReadAllText(_committed).Should().Be(CommittedReport);
        Directory.EnumerateFileSystemEntries(Path.Combine(_repository, ResultsStore.CommittedRelativePath), "*", SearchOption.AllDirectories)
            .Should().BeEquivalentTo([Path.GetDirectoryName(_committed), _committed]);
    }
}
