using System.Text.Json.Nodes;
using Perfolizer.Metrology;
using StockPrices.Reporting.Comparison;
using StockPrices.Results;

namespace StockPrices.Tests.Reporting;

public class ResultsComparerTests
{
    private const string Report = "StockPrices.Benchmarks.Article.SyncVsAsync-report-full.json";
    private static readonly Threshold FivePercent = Threshold.Parse("5%");

    private string _base = "";
    private string _scratch = "";

    [SetUp]
    public void CreateScratchFolder()
    {
        var root = RepositoryRoot.Find(TestContext.CurrentContext.TestDirectory);
        _base = Path.Combine(root, "docs", "results", "net10.0-linux-x64", "article", "results");
        _scratch = Directory.CreateTempSubdirectory("compare-").FullName;
    }

    [TearDown]
    public void DeleteScratchFolder() => Directory.Delete(_scratch, recursive: true);

    [Test]
    public void ARunComparedWithItself_IsTheSameEverywhere()
    {
        var report = ResultsComparer.CompareFolders(Run("--base", _base), Run("--diff", _base), FivePercent);

        report.Compared.Should().NotBeEmpty().And.OnlyContain(c => c.Verdict == ComparisonVerdict.Same);
    }

    [Test]
    public void ABenchmarkTakingHalfAgainAsLong_IsSlower_AndTheOthersTheSame()
    {
        WriteScaledCopy("GetStockPriceForAsync", factor: 1.5);

        var report = ResultsComparer.CompareFolders(Run("--base", _base), Run("--diff", _scratch), FivePercent);

        var slower = report.Compared.Should().ContainSingle(c => c.Verdict != ComparisonVerdict.Same).Subject;
        slower.Id.Should().EndWith(".GetStockPriceForAsync");
        slower.Verdict.Should().Be(ComparisonVerdict.Slower);
        slower.TimeRatio.Should().BeApproximately(1.5, 1e-9);
    }

    [Test]
    public void ABenchmarkTakingHalfAsLong_IsFaster()
    {
        WriteScaledCopy("GetStockPriceForAsync", factor: 0.5);

        var report = ResultsComparer.CompareFolders(Run("--base", _base), Run("--diff", _scratch), FivePercent);

        report.Compared.Single(c => c.Id.EndsWith(".GetStockPriceForAsync", StringComparison.Ordinal)).Verdict.Should().Be(ComparisonVerdict.Faster);
    }

    [Test]
    public void ADifferenceWithinTheThreshold_IsTheSame()
    {
        WriteScaledCopy("GetStockPriceForAsync", factor: 1.02);

        var report = ResultsComparer.CompareFolders(Run("--base", _base), Run("--diff", _scratch), FivePercent);

        report.Compared.Should().OnlyContain(c => c.Verdict == ComparisonVerdict.Same);
    }

    [Test]
    public void BenchmarksInOneRunOnly_AreListed_NotCompared()
    {
        WriteScaledCopy("GetStockPriceForAsync", factor: 1.0);

        var report = ResultsComparer.CompareFolders(Run("--base", _base), Run("--diff", _scratch), FivePercent);

        report.Compared.Should().HaveCount(3);
        report.OnlyInBase.Should().NotBeEmpty().And.OnlyContain(id => !id.Contains(".SyncVsAsync.", StringComparison.Ordinal));
        report.OnlyInDiff.Should().BeEmpty();
    }

    [Test]
    public void AMissingFolder_IsRefusedWithItsName()
    {
        var missing = Path.Combine(_scratch, "missing");

        var act = () => ResultsComparer.CompareFolders(Run("--base", missing), Run("--diff", _base), FivePercent);

        act.Should().Throw<ComparisonException>().WithMessage($"--base: no folder {missing}.");
    }

    [Test]
    public void AFolderWithoutResults_IsRefused()
    {
        var act = () => ResultsComparer.CompareFolders(Run("--base", _base), Run("--diff", _scratch), FivePercent);

        act.Should().Throw<ComparisonException>().WithMessage("--diff: * holds no BenchmarkDotNet results*");
    }

    [Test]
    public void FoldersWithNoBenchmarkInCommon_AreRefused()
    {
        var other = JsonNode.Parse(File.ReadAllText(Path.Combine(_base, Report)))!;
        foreach (var benchmark in other["Benchmarks"]!.AsArray())
        {
            benchmark!["FullName"] = "Elsewhere." + benchmark["FullName"]!.GetValue<string>();
        }

        File.WriteAllText(Path.Combine(_scratch, Report), other.ToJsonString());

        var act = () => ResultsComparer.CompareFolders(Run("--base", _base), Run("--diff", _scratch), FivePercent);

        act.Should().Throw<ComparisonException>().WithMessage("*have no benchmark in common*");
    }

    [Test]
    public void AJobTheRunDoesNotHave_IsRefusedWithTheJobsItHas()
    {
        var act = () => ResultsComparer.CompareFolders(Run("--base", _base, job: ".NET 8.0"), Run("--diff", _base), FivePercent);

        act.Should().Throw<ComparisonException>().WithMessage("--base-job: * has no job '.NET 8.0'. Its jobs: *");
    }

    private static ComparedRun Run(string option, string folder, string? job = null) => new(option, folder, job);

    /// <summary>Copies the committed SyncVsAsync report with one benchmark's iterations multiplied by <paramref name="factor"/>.</summary>
    [Test]
    public void AgainstSeveralRuns_ABenchmarkBetweenTheirMedians_IsInside_AndOneBeyond_IsOutsideByItsShare()
    {
        var low = Path.Combine(_scratch, "low");
        var high = Path.Combine(_scratch, "high");
        var run = Path.Combine(_scratch, "run");
        WriteScaledCopy("GetStockPriceForAsync", 0.9, low);
        WriteScaledCopy("GetStockPriceForAsync", 1.1, high);
        WriteScaledCopy("GetStockPriceForAsync", 1.21, run);

        var checks = ResultsComparer.CheckRanges([Run("--base", low), Run("--base", high), Run("--base", _base)], Run("--diff", run));

        var scaled = checks.Single(c => c.Id.EndsWith(".GetStockPriceForAsync", StringComparison.Ordinal));
        scaled.Median.Outside.Should().BeApproximately(0.1, 1e-9);
        scaled.BytesInside.Should().BeTrue();
        checks.Where(c => c != scaled).Should().NotBeEmpty().And.OnlyContain(c => c.Median.Outside == 0);
    }

    [Test]
    public void AFolderHoldingTwoRunsOfTheSameBenchmark_IsRefusedWithWhatToDo()
    {
        WriteScaledCopy("GetStockPriceForAsync", 1.0, Path.Combine(_scratch, "results"));
        WriteScaledCopy("GetStockPriceForAsync", 1.0, Path.Combine(_scratch, "repeats", "run-2", "results"));

        var load = () => ResultsComparer.LoadResults(Run("--base", _scratch));

        load.Should().Throw<ComparisonException>().WithMessage("*from several runs*give one run's results folder*");
    }

    private void WriteScaledCopy(string method, double factor, string? folder = null)
    {
        var report = JsonNode.Parse(File.ReadAllText(Path.Combine(_base, Report)))!;
        var benchmark = report["Benchmarks"]!.AsArray().Single(b => b!["Method"]!.GetValue<string>() == method)!;
        var statistics = benchmark["Statistics"]!;
        foreach (var name in new[] { "Mean", "Median" })
        {
            statistics[name] = statistics[name]!.GetValue<double>() * factor;
        }

        var values = statistics["OriginalValues"]!.AsArray();
        for (var i = 0; i < values.Count; i++)
        {
            values[i] = values[i]!.GetValue<double>() * factor;
        }

        Directory.CreateDirectory(folder ?? _scratch);
        File.WriteAllText(Path.Combine(folder ?? _scratch, Report), report.ToJsonString());
    }
}
