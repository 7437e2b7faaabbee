using StockPrices.Reporting;
using StockPrices.Results;

namespace StockPrices.Tests.CommandLine;

/// <summary>
/// A stop signal that comes while a run publishes: a publish under way is finished and says "published" (or, refused
/// by its own checks, says why not), and one not yet begun never begins and says nothing was saved. Either way the
/// committed report, in a temporary repository, is whole: the old one or the new one, nothing between.
/// </summary>
[Platform("Linux")]
public sealed class StopDuringPublishTests
{
    private const string OldReport = "{ \"the committed run before this one\": true }\n";

    private static readonly string[] SavedRun =
        ["pipelines", "--chunks", "2", "--read", "1ms", "--process", "1ms", "--write", "1ms", "--runs", "1", "--scale", "1", "--save"];

    private TemporaryRepository _temporary = null!;
    private string _repository = null!;
    private string _committed = null!;

    [SetUp]
    public void CreateRepositoryWithACommittedReport()
    {
        _temporary = new TemporaryRepository("stockprices-stop-publish-");
        _repository = _temporary.Root;
        _committed = _temporary.Commit(ResultsScenarios.PipelinesSimulated, OldReport);
    }

    [TearDown]
    public void DeleteRepository() => _temporary.Dispose();

    [Test]
    public void SigtermWhileAPublishIsUnderWayFinishesItAndSaysWhatItDid()
    {
        using var app = new PausedApp(SavedRun, "publishing", _repository);
        app.WaitUntilPaused();

        ProcessTree.Signal(app.Id, "TERM");
        app.WaitForError("stopping (SIGTERM): the publish under way is finished first").Should().BeTrue(app.Error);
        app.Release();

        app.WaitForExit().Should().Be(143, app.Error);
        var saidPublished = app.Output.Split('\n').Where(line => line.StartsWith("published ", StringComparison.Ordinal)).ToList();
        var saidNotPublished = app.Output.Split('\n').Where(line => line.StartsWith("not published to docs/results: ", StringComparison.Ordinal)).ToList();
        (saidPublished.Count + saidNotPublished.Count).Should().Be(1, "the app says once whether it published: " + app.Output);
        var scratch = Path.Combine(_repository, ResultsStore.ScratchRelativePath, ResultsStore.CurrentEnvironment, ResultsScenarios.PipelinesSimulated + RunReportFile.Suffix);
        if (saidPublished.Count == 1)
        {
            // Published: the committed report is this run's, whole (the quiet-machine gate let it through).
            saidPublished[0].Should().Be("published " + _committed);
            File.ReadAllText(_committed).Should().Be(File.ReadAllText(scratch));
        }
        else
        {
            // Refused by its own checks (the gate, on a busy machine): the old report, untouched.
            File.ReadAllText(_committed).Should().Be(OldReport);
        }

        CommittedFolderHoldsOnlyTheReport();
    }

    [Test]
    public void SigtermJustBeforeAPublishPublishesNothingAndSaysSo()
    {
        using var app = new PausedApp(SavedRun, "before-publish", _repository);
        app.WaitUntilPaused();

        ProcessTree.Signal(app.Id, "TERM");
        app.WaitForError("stopping (SIGTERM): child processes killed, nothing saved").Should().BeTrue(app.Error);
        app.Release();

        app.WaitForExit().Should().Be(143, app.Error);
        app.Output.Split('\n').Should().NotContain(line => line.StartsWith("saved ", StringComparison.Ordinal) || line.StartsWith("published ", StringComparison.Ordinal) || line.StartsWith("not published", StringComparison.Ordinal));
        File.ReadAllText(_committed).Should().Be(OldReport);
        CommittedFolderHoldsOnlyTheReport();
    }

    private void CommittedFolderHoldsOnlyTheReport() =>
        Directory.EnumerateFileSystemEntries(Path.Combine(_repository, ResultsStore.CommittedRelativePath), "*", SearchOption.AllDirectories)
            .Select(path => Path.GetRelativePath(_repository, path))
            .Should().BeEquivalentTo(
                Path.Combine(ResultsStore.CommittedRelativePath, ResultsStore.CurrentEnvironment),
                Path.GetRelativePath(_repository, _committed));
}
