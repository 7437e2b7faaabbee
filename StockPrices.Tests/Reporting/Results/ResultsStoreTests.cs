using StockPrices.Reporting;
using StockPrices.Results;

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
        var saved = _store.Save(Report(), Record(RunCompleteness.Complete, 0), Environment, Key, PublishMode.Replace);

        saved.PublishedPath.Should().Be(_store.CommittedReport(Environment, Key));
        _store.Report(Key)!.Run!.Completeness.Should().Be(RunCompleteness.Complete);
    }

    [Test]
    public void CompleteRunWithoutSaveGoesOnlyToTheScratchFolder()
    {
        var saved = _store.Save(Report(), Record(RunCompleteness.Complete, 0), Environment, Key, PublishMode.None);

        saved.ScratchPath.Should().Be(Path.Combine(_store.ScratchRoot, Environment, Key + RunReportFile.Suffix));
        File.Exists(saved.ScratchPath).Should().BeTrue();
        Directory.Exists(_store.CommittedRoot).Should().BeFalse();
    }

    [TestCase(RunCompleteness.Partial)]
    [TestCase(RunCompleteness.Dry)]
    public void ARunNotAskedToPublishThatCouldNotBeSaysOnlyWhereItWasSaved(RunCompleteness completeness)
    {
        var saved = _store.Save(Report(), Record(completeness, 0), Environment, Key, PublishMode.None);

        saved.Lines().Should().Equal($"saved {saved.ScratchPath}");
    }

    [Test]
    public void ACompleteRunNotAskedToPublishSaysHow()
    {
        var saved = _store.Save(Report(), Record(RunCompleteness.Complete, 0), Environment, Key, PublishMode.None);

        saved.Lines().Should().Equal($"saved {saved.ScratchPath}", "not published to docs/results: add --save to publish a complete run");
    }

    [TestCase(RunCompleteness.Partial, 1)]
    [TestCase(RunCompleteness.Short, 0)]
    [TestCase(RunCompleteness.Dry, 0)]
    [TestCase(RunCompleteness.Complete, 3)]
    public void IncompleteOrFailedRunIsNotPublishedEvenWhenAsked(RunCompleteness completeness, int exitCode)
    {
        var saved = _store.Save(Report(), Record(completeness, exitCode), Environment, Key, PublishMode.Replace);

        saved.PublishedPath.Should().BeNull();
        File.Exists(_store.CommittedReport(Environment, Key)).Should().BeFalse();
    }

    [Test]
    public void APublishThatCannotBeWrittenSaysWhyAndKeepsTheScratchCopy()
    {
        Directory.CreateDirectory(_store.CommittedRoot);
        File.WriteAllText(Path.Combine(_store.CommittedRoot, Environment), "a file where the environment's folder goes");

        var saved = _store.Save(Report(), Record(RunCompleteness.Complete, 0), Environment, Key, PublishMode.Replace);

        saved.PublishedPath.Should().BeNull();
        File.Exists(saved.ScratchPath).Should().BeTrue();
        saved.Lines().Should().HaveCount(2).And.StartWith($"saved {saved.ScratchPath}");
        saved.Lines().Last().Should().StartWith("not published to docs/results: ").And.Contain(Environment);
    }

    [Test]
    public void CommittedReportOfAPartialRunIsRefusedByTheReader()
    {
        RunReportFile.Save(Report() with { Run = Record(RunCompleteness.Partial, 1) }, Path.Combine(_store.CommittedRoot, Environment), Key);

        var read = () => _store.Report(Key);

        read.Should().Throw<InvalidDataException>().WithMessage("*is not publishable: it was a partial run*");
    }

    [Test]
    public void CommittedReportWithoutARunRecordIsRefusedByTheReader()
    {
        RunReportFile.Save(Report(), Path.Combine(_store.CommittedRoot, Environment), Key);

        var read = () => _store.Report(Key);

        read.Should().Throw<InvalidDataException>().WithMessage("*does not record how it was made*");
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

        _store.SaveFolder(scratch, Record(RunCompleteness.Complete, 0), Environment, ResultsScenarios.Article, PublishMode.Replace);

        Directory.GetFiles(committed).Select(Path.GetFileName).Order().Should().Equal("new-report-full.json", ResultsStore.RunRecordFileName);
        Directory.GetDirectories(Path.GetDirectoryName(committed)!).Should().Equal(committed);
    }

    [Test]
    public void RepeatsOfTheSameCommandAreAddedBesideTheCommittedRunInRunOrder()
    {
        _store.Save(Report(), Record(RunCompleteness.Complete, 0, "--save"), Environment, Key, PublishMode.Replace);

        _store.WhyNotBesideCommitted(Environment, Key, Command + " --save-repeat", folder: false).Should().BeNull();
        var second = _store.Save(Report() with { Title = "2" }, Record(RunCompleteness.Complete, 0, "--save-repeat"), Environment, Key, PublishMode.AddRepeat);
        var third = _store.Save(Report() with { Title = "3" }, Record(RunCompleteness.Complete, 0, "--save-repeat"), Environment, Key, PublishMode.AddRepeat);

        second.PublishedPath.Should().Be(Path.Combine(_store.CommittedRoot, Environment, ResultsStore.RepeatsFolderName, "run-2", Key + RunReportFile.Suffix));
        third.PublishedPath.Should().Be(Path.Combine(_store.CommittedRoot, Environment, ResultsStore.RepeatsFolderName, "run-3", Key + RunReportFile.Suffix));
        _store.Runs(Key).Select(run => run.Title).Should().Equal("title", "2", "3");
        _store.AllReportFiles().Should().Equal([(_store.CommittedReport(Environment, Key), 3)]);
    }

    [Test]
    public void TheCheckRunIsKeptBesideTheCommittedRunsAndIsNotOneOfThem()
    {
        _store.Save(Report(), Record(RunCompleteness.Complete, 0, "--save"), Environment, Key, PublishMode.Replace);

        var check = _store.Save(Report() with { Title = "check" }, Record(RunCompleteness.Complete, 0, "--save-check"), Environment, Key, PublishMode.Check);

        check.PublishedPath.Should().Be(Path.Combine(_store.CommittedRoot, Environment, ResultsStore.CheckFolderName, Key + RunReportFile.Suffix));
        _store.Check(Environment, Key, folder: false).Should().Be(check.PublishedPath);
        _store.Runs(Key).Select(run => run.Title).Should().Equal("title");
        _store.AllReportFiles().Should().Equal([(_store.CommittedReport(Environment, Key), 1)]);
    }

    [Test]
    public void RepeatOfSomeOfTheCommandsResultsFilesIsARepeatOfEach()
    {
        _store.Save(Report(), Record(RunCompleteness.Complete, 0, "--save"), Environment, Key, PublishMode.Replace);

        _store.WhyNotBesideCommitted(Environment, Key, Command + $" {ResultsStore.SelectionOption} A B --save-repeat", folder: false).Should().BeNull();
        _store.WhyNotBesideCommitted(Environment, Key, Command + $" {ResultsStore.SelectionOption} A --connections 500 --save-repeat", folder: false)
            .Should().Contain("a repeat or check must be the committed run's command");
    }

    [Test]
    public void RepeatOfAnotherCommandIsRefusedBeforeTheRun()
    {
        _store.Save(Report(), Record(RunCompleteness.Complete, 0, "--save"), Environment, Key, PublishMode.Replace);

        _store.WhyNotBesideCommitted(Environment, Key, Command + " --connections 500 --save-repeat", folder: false)
            .Should().Contain("a repeat or check must be the committed run's command");
    }

    [Test]
    public void RepeatWithoutACommittedRunIsRefusedBeforeTheRun() =>
        _store.WhyNotBesideCommitted(Environment, Key, Command + " --save-repeat", folder: false).Should().StartWith("there is no committed run");

    [Test]
    public void SaveReplacesTheCommittedRunAndRemovesItsRepeats()
    {
        _store.Save(Report(), Record(RunCompleteness.Complete, 0, "--save"), Environment, Key, PublishMode.Replace);
        var repeat = _store.Save(Report(), Record(RunCompleteness.Complete, 0, "--save-repeat"), Environment, Key, PublishMode.AddRepeat);

        _store.Save(Report() with { Title = "new" }, Record(RunCompleteness.Complete, 0, "--save"), Environment, Key, PublishMode.Replace);

        File.Exists(repeat.PublishedPath).Should().BeFalse();
        Directory.Exists(Path.GetDirectoryName(repeat.PublishedPath)).Should().BeFalse("an emptied run folder would keep its number from the next repeat");
        _store.Runs(Key).Select(run => run.Title).Should().Equal("new");
    }

    [Test]
    public void FolderRepeatGoesBesideTheCommittedFolder()
    {
        var scratch = _store.ScratchFolder(Environment, "article");
        Directory.CreateDirectory(scratch);
        File.WriteAllText(Path.Combine(scratch, "new-report-full.json"), "new");
        _store.SaveFolder(scratch, Record(RunCompleteness.Complete, 0, "--save"), Environment, ResultsScenarios.Article, PublishMode.Replace);

        var repeat = _store.SaveFolder(scratch, Record(RunCompleteness.Complete, 0, "--save-repeat"), Environment, ResultsScenarios.Article, PublishMode.AddRepeat);

        repeat.PublishedPath.Should().Be(Path.Combine(_store.CommittedRoot, Environment, "article", ResultsStore.RepeatsFolderName, "run-2", "results"));
        _store.Repeats(Environment, ResultsScenarios.Article, folder: true).Should().Equal(repeat.PublishedPath);
    }

    [Test]
    public void DocsResultsIsCommittedAndArtifactsIsNot()
    {
        _store.IsCommitted(Path.Combine(_root, "docs", "results", Environment)).Should().BeTrue();
        _store.IsCommitted(Path.Combine(_root, "docs", "results-elsewhere")).Should().BeFalse();
        _store.IsCommitted(_store.ScratchRoot).Should().BeFalse();
    }

    [Test]
    public void SaveRemovesTheCheckOfTheRunItReplaces()
    {
        _store.Save(Report(), Record(RunCompleteness.Complete, 0, "--save"), Environment, Key, PublishMode.Replace);
        var check = _store.Save(Report(), Record(RunCompleteness.Complete, 0, "--save-check"), Environment, Key, PublishMode.Check);

        _store.Save(Report() with { Title = "new" }, Record(RunCompleteness.Complete, 0, "--save"), Environment, Key, PublishMode.Replace);

        File.Exists(check.PublishedPath).Should().BeFalse();
        _store.Check(Environment, Key, folder: false).Should().BeNull();
    }

    [Test]
    public void RepeatIsRefusedAtPublishWhenTheCommittedRunWasReplacedByAnotherCommandMeanwhile()
    {
        _store.Save(Report(), Record(RunCompleteness.Complete, 0, "--save"), Environment, Key, PublishMode.Replace);
        _store.WhyNotBesideCommitted(Environment, Key, Command + " --save-repeat", folder: false).Should().BeNull();
        var replacement = Record(RunCompleteness.Complete, 0, "--save") with { Command = Command + " --connections 500 --save" };
        _store.Save(Report() with { Title = "other" }, replacement, Environment, Key, PublishMode.Replace);

        var repeat = _store.Save(Report(), Record(RunCompleteness.Complete, 0, "--save-repeat"), Environment, Key, PublishMode.AddRepeat);

        repeat.PublishedPath.Should().BeNull();
        repeat.NotPublishedBecause.Should().Contain("a repeat or check must be the committed run's command");
        _store.Repeats(Environment, Key, folder: false).Should().BeEmpty();
    }

    [Test]
    public void RepeatClaimsTheNextRunNumberThatNoOtherWriterHolds()
    {
        _store.Save(Report(), Record(RunCompleteness.Complete, 0, "--save"), Environment, Key, PublishMode.Replace);
        // Another writer has claimed run-2 and not yet written its report into it.
        var claimed = Path.Combine(_store.CommittedRoot, Environment, ResultsStore.RepeatsFolderName, "run-2");
        Directory.CreateDirectory(claimed);

        var repeat = _store.Save(Report(), Record(RunCompleteness.Complete, 0, "--save-repeat"), Environment, Key, PublishMode.AddRepeat);

        repeat.PublishedPath.Should().Be(Path.Combine(_store.CommittedRoot, Environment, ResultsStore.RepeatsFolderName, "run-3", Key + RunReportFile.Suffix));
        Directory.EnumerateFileSystemEntries(claimed).Should().BeEmpty();
    }

    [Test]
    public void ASecondPublisherIsRefusedWhileTheFirstHoldsTheLockAndMayPublishOnceItIsReleased()
    {
        var other = new ResultsStore(_root);
        _store.HoldPublishLock(TimeSpan.Zero).Should().BeNull();

        other.HoldPublishLock(TimeSpan.FromMilliseconds(200)).Should().StartWith("another run is publishing to docs/results");
        _store.ReleasePublishLock();
        other.HoldPublishLock(TimeSpan.Zero).Should().BeNull();
        other.ReleasePublishLock();
    }

    [Test]
    public void TakingTheLockPutsBackAFolderThatACrashedSwapLeftAside()
    {
        var committed = _store.CommittedFolder(Environment, ResultsScenarios.Article);
        var leftAside = Path.Combine(Path.GetDirectoryName(committed)!, $".{Path.GetFileName(committed)}.4242.tmp.old");
        Directory.CreateDirectory(leftAside);
        File.WriteAllText(Path.Combine(leftAside, "old-report-full.json"), "old");

        var said = new StringWriter();
        var error = Console.Error;
        Console.SetError(said);
        try
        {
            _store.HoldPublishLock(TimeSpan.Zero).Should().BeNull();
        }
        finally
        {
            Console.SetError(error);
        }

        File.ReadAllText(Path.Combine(committed, "old-report-full.json")).Should().Be("old");
        Directory.Exists(leftAside).Should().BeFalse();
        // By its full path: in a temporary folder, a relative docs/results/... reads as the repository's own.
        said.ToString().Trim().Should().Be($"{committed}: put back from the copy an interrupted publish left behind.");
        _store.ReleasePublishLock();
    }

    [Test]
    public void CorruptCommittedReportIsOneClearError()
    {
        Directory.CreateDirectory(Path.Combine(_store.CommittedRoot, Environment));
        File.WriteAllText(_store.CommittedReport(Environment, Key), "{\"scenario\": ");

        var read = () => _store.Report(Key);

        read.Should().Throw<InvalidDataException>().WithMessage($"{_store.CommittedReport(Environment, Key)} is not a valid results file (*); restore it with git checkout*");
    }

    [Test]
    [Platform("Linux,MacOsX")]
    public void APathThroughASymbolicLinkIntoDocsResultsIsCommitted()
    {
        Directory.CreateDirectory(_store.CommittedRoot);
        var link = Path.Combine(_root, "elsewhere");
        Directory.CreateSymbolicLink(link, _store.CommittedRoot);

        _store.IsCommitted(Path.Combine(link, Environment, "not-yet-created")).Should().BeTrue();
        _store.IsCommitted(Path.Combine(_root, "docs", "elsewhere")).Should().BeFalse();
    }

    private static RunReport Report() =>
        new(Key, "title", DateTimeOffset.UnixEpoch, TimeSpan.FromSeconds(1), EnvironmentInfo.Capture(), new Dictionary<string, string>(), [], []);

    private const string Command = "dotnet run -- polling tcp";

    private static RunRecord Record(RunCompleteness completeness, int exitCode, string publishOption = "") =>
        new($"{Command} {publishOption}".TrimEnd(), EnvironmentInfo.Capture(), DateTimeOffset.UnixEpoch, TimeSpan.FromSeconds(1), "1.00 1.00 1.00", "1.00 1.00 1.00", exitCode, completeness, null);
}
