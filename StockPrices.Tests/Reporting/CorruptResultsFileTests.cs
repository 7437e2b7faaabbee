using StockPrices.Reporting;
using StockPrices.Reporting.Article;
using StockPrices.Reporting.BenchmarkResults;
using StockPrices.Reporting.Pipelines;
using StockPrices.Reporting.Polling;
using StockPrices.Results;
using StockPrices.Reporting.Ring;
using StockPrices.Reporting.Runtimes;

namespace StockPrices.Tests.Reporting;

/// <summary>
/// Every loader of a results or published-figures file, given a corrupt file (not JSON, empty, the wrong shape, or
/// null), throws one <see cref="InvalidDataException"/> that starts with the file's path, which the app prints as its
/// one line; never a parser's exception that names no file.
/// </summary>
public sealed class CorruptResultsFileTests
{
    private static readonly (string Name, string Json)[] Corruptions =
    [
        ("not JSON", "{ \"rows\": [ 1, "),
        ("empty", ""),
        ("an array", "[1, 2]"),
        ("null", "null"),
    ];

    /// <summary>Each loader: the file it reads below a root folder, and how it is called with that root.</summary>
    private static readonly (string Loader, string File, Func<string, object> Load)[] Loaders =
    [
        ("RunReportFile", "polling-tcp-report.json", root => RunReportFile.Load(Path.Combine(root, "polling-tcp-report.json"))),
        ("ResultsStore.LoadRecord", "run.json", root => ResultsStore.LoadRecord(Path.Combine(root, "run.json"))),
        ("BenchmarkSummary", "SyncVsAsync-report-full.json", root => BenchmarkSummary.Load(Path.Combine(root, "SyncVsAsync-report-full.json"))),
        ("BenchmarkRunEnvironmentFile", BenchmarkRunEnvironmentFile.FileName, BenchmarkRunEnvironmentFile.Load),
        ("PublishedArticleFile", "teplyakov.json", root => PublishedArticle.Load(Path.Combine(root, "teplyakov.json"))),
        ("PublishedBandwidthTable", "andrew-wu-2013.json", root => PublishedBandwidthTable.Load(Path.Combine(root, "andrew-wu-2013.json"))),
        ("PublishedPollingNumbers", PublishedPollingNumbers.RelativePath, PublishedPollingNumbers.Load),
        ("PublishedRingNumbers", PublishedRingNumbers.RelativePath, PublishedRingNumbers.Load),
        ("RuntimeAnswers", "net10.0.json", root => RuntimeAnswers.Load(Path.Combine(root, "net10.0.json"))),
    ];

    private string _root = null!;

    private static IEnumerable<TestCaseData> Cases() =>
        from loader in Loaders
        from corruption in Corruptions
        select new TestCaseData(loader.File, loader.Load, corruption.Json).SetName($"{loader.Loader} given {corruption.Name} names the file");

    [SetUp]
    public void CreateRoot() => _root = Directory.CreateTempSubdirectory("stockprices-corrupt-").FullName;

    [TearDown]
    public void DeleteRoot() => Directory.Delete(_root, recursive: true);

    [TestCaseSource(nameof(Cases))]
    public void ACorruptFileIsOneErrorThatNamesIt(string file, Func<string, object> load, string json)
    {
        var path = Path.Combine(_root, file);
        Directory.CreateDirectory(Path.GetDirectoryName(path)!);
        File.WriteAllText(path, json);

        var loading = () => load(_root);

        loading.Should().Throw<InvalidDataException>()
            .Which.Message.Should().StartWith($"{path} is not a valid ").And.ContainAny("restore it with git checkout", "git cannot restore it").And.NotContain("\n");
    }

    [Test]
    public void ACorruptCommittedFileIsToBeRestoredWithGit()
    {
        var path = Path.Combine(_root, ResultsStore.CommittedRelativePath, "net10.0-linux-x64", "polling-tcp-report.json");
        Directory.CreateDirectory(Path.GetDirectoryName(path)!);
        File.WriteAllText(path, "{");

        var loading = () => RunReportFile.Load(path);

        loading.Should().Throw<InvalidDataException>().Which.Message.Should().EndWith("; restore it with git checkout, or publish the run again");
    }

    [Test]
    public void ACorruptFileOutsideCommittedResultsIsNotToBeRestoredWithGit()
    {
        var path = Path.Combine(_root, "polling-tcp-report.json");
        File.WriteAllText(path, "{");

        var loading = () => RunReportFile.Load(path);

        loading.Should().Throw<InvalidDataException>().Which.Message.Should()
            .EndWith("; it is not under docs/results, so git cannot restore it: make it again with the run that wrote it").And.NotContain("git checkout");
    }
}
