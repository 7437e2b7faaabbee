using StockPrices.Reporting;
using StockPrices.Reporting.Results;

namespace StockPrices.Tests.Reporting.Results;

/// <summary>The results store publishes only complete runs saved on request, and refuses to read an unpublishable one.</summary>
public sealed class ResultsStoreTests
{
    private const string Environment = "net10.0-linux-x64";
    private const string Key = "polling-tcp";

    private string _root = null!;
    private ResultsStore _store = null!;

    [SetUp]
    public void CreateRepository()
    {
        _root = Directory.CreateTempSubdirectory("stockprices-store-").FullName;
        _store = new ResultsStore(_root);
    }

    [TearDown]
    public void DeleteRepository() => Directory.Delete(_root, recursive: true);

    [Test]
    public void CompleteRunSavedOnRequestIsPublished()
    {
        var saved = _store.Save(Report(), Record(RunCompleteness.Complete, 0), Environment, Key, publish: true);

        saved.PublishedPath.Should().Be(_store.CommittedReport(Environment, Key));
        _store.Report(Key)!.Run!.Completeness.Should().Be(RunCompleteness.Complete);
    }

    [Test]
    public void CompleteRunWithoutSaveGoesOnlyToTheScratchFolder()
    {
        var saved = _store.Save(Report(), Record(RunCompleteness.Complete, 0), Environment, Key, publish: false);

        saved.ScratchPath.Should().Be(Path.Combine(_store.ScratchRoot, Environment, Key + RunReportFile.Suffix));
        File.Exists(saved.ScratchPath).Should().BeTrue();
        Directory.Exists(_store.CommittedRoot).Should().BeFalse();
    }

    [TestCase(RunCompleteness.Partial, 1)]
    [TestCase(RunCompleteness.Short, 0)]
    [TestCase(RunCompleteness.Dry, 0)]
    [TestCase(RunCompleteness.Complete, 3)]
    public void IncompleteOrFailedRunIsNotPublishedEvenWhenAsked(RunCompleteness completeness, int exitCode)
    {
        var saved = _store.Save(Report(), Record(completeness, exitCode), Environment, Key, publish: true);

        saved.PublishedPath.Should().BeNull();
        File.Exists(_store.CommittedReport(Environment, Key)).Should().BeFalse();
    }

    [Test]
    public void CommittedReportOfAPartialRunIsRefusedByTheReader()
    {
        RunReportFile.Save(Report() with { Run = Record(RunCompleteness.Partial, 1) }, Path.Combine(_store.CommittedRoot, Environment), Key);

        var read = () => _store.Report(Key);

        read.Should().Throw<InvalidDataException>().WithMessage("*is not publishable: it was a partial run*");
    }

    [Test]
    public void PublishedFolderReplacesTheCommittedOneWhole()
    {
        var committed = _store.CommittedFolder(Environment, ResultsScenarios.Article);
        Directory.CreateDirectory(committed);
        File.WriteAllText(Path.Combine(committed, "old-report-full.json"), "old");
        var scratch = _store.ScratchFolder(Environment, "article");
        Directory.CreateDirectory(scratch);
        File.WriteAllText(Path.Combine(scratch, "new-report-full.json"), "new");

        _store.SaveFolder(scratch, Record(RunCompleteness.Complete, 0), Environment, ResultsScenarios.Article, publish: true);

        Directory.GetFiles(committed).Select(Path.GetFileName).Order().Should().Equal("new-report-full.json", ResultsStore.RunRecordFileName);
        Directory.GetDirectories(Path.GetDirectoryName(committed)!).Should().Equal(committed);
    }

    [Test]
    public void DocsResultsIsCommittedAndArtifactsIsNot()
    {
        _store.IsCommitted(Path.Combine(_root, "docs", "results", Environment)).Should().BeTrue();
        _store.IsCommitted(Path.Combine(_root, "docs", "results-elsewhere")).Should().BeFalse();
        _store.IsCommitted(_store.ScratchRoot).Should().BeFalse();
    }

    private static RunReport Report() =>
        new(Key, "title", DateTimeOffset.UnixEpoch, TimeSpan.FromSeconds(1), EnvironmentInfo.Capture(), new Dictionary<string, string>(), [], []);

    private static RunRecord Record(RunCompleteness completeness, int exitCode) =>
        new("dotnet run -- polling tcp", EnvironmentInfo.Capture(), DateTimeOffset.UnixEpoch, TimeSpan.FromSeconds(1), "1.00 1.00 1.00", "1.00 1.00 1.00", exitCode, completeness, null);
}
