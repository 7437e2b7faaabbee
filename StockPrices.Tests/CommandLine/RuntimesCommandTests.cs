using StockPrices.Results;

namespace StockPrices.Tests.CommandLine;

/// <summary>The <c>runtimes</c> command selects only the classes the project builds for every runtime, or those <c>--classes</c> names.</summary>
public sealed class RuntimesCommandTests
{
    private const string ArticleClasses = "StockPrices.Benchmarks.Article.";
    private const string RuntimeProbes = "StockPrices.Benchmarks.Runtimes.Benchmarks.";

    /// <summary>The other chapters' classes that the .NET 8 and 9 builds compile too (StockPrices.Benchmarks.csproj).</summary>
    private static readonly string[] OtherClassesOnEveryRuntime =
    [
        "StockPrices.Benchmarks.MachineryAndHop.SuspensionMachinery.",
        "StockPrices.Benchmarks.Beyond.SemaphoreSlimVsLock.", "StockPrices.Benchmarks.Beyond.ChannelsPerItem.", "StockPrices.Benchmarks.Beyond.AsyncEnumerablePerItem.",
    ];

    [Test]
    public void ListFlat_ShowsTheClassesBuiltForEveryRuntimeAndNoOther()
    {
        var (exitCode, output, error) = AppProcess.Run(["runtimes", "--runtimes", "net8.0", "net9.0", "--list", "flat"]);

        exitCode.Should().Be(0, error);
        var listed = output.Split('\n').Select(line => line.Trim()).Where(line => line.StartsWith("StockPrices.Benchmarks.", StringComparison.Ordinal)).ToList();
        listed.Should().Contain(name => name.StartsWith(ArticleClasses + "SyncVsAsync.", StringComparison.Ordinal))
            .And.Contain(name => name.StartsWith(RuntimeProbes + "TaskResultCaching.", StringComparison.Ordinal))
            .And.NotContain(name => name.StartsWith(ArticleClasses + "SyncCompletionCost.", StringComparison.Ordinal), "BenchmarkDotNet cannot export NativeAOT's disassembly, and refuses the class")
            .And.Contain(name => name.StartsWith(OtherClassesOnEveryRuntime[0], StringComparison.Ordinal))
            .And.Contain(name => name.StartsWith(OtherClassesOnEveryRuntime[1], StringComparison.Ordinal))
            .And.OnlyContain(name => name.StartsWith(ArticleClasses, StringComparison.Ordinal) || name.StartsWith(RuntimeProbes, StringComparison.Ordinal)
                    || OtherClassesOnEveryRuntime.Any(other => name.StartsWith(other, StringComparison.Ordinal)),
                "the .NET 8 and 9 builds compile only Article/, Runtimes/Benchmarks/, SuspensionMachinery and three of Beyond/ (StockPrices.Benchmarks.csproj)");
    }

    [Test]
    public void Classes_ListsOnlyTheChosenClasses()
    {
        var (exitCode, output, error) = AppProcess.Run(["runtimes", "--classes", "TaskResultCaching", "SyncVsAsync", "--runtimes", "net10.0", "--list", "flat"]);

        exitCode.Should().Be(0, error);
        var listed = output.Split('\n').Select(line => line.Trim()).Where(line => line.StartsWith("StockPrices.Benchmarks.", StringComparison.Ordinal)).ToList();
        listed.Should().Contain(name => name.StartsWith(ArticleClasses + "SyncVsAsync.", StringComparison.Ordinal))
            .And.Contain(name => name.StartsWith(RuntimeProbes + "TaskResultCaching.", StringComparison.Ordinal))
            .And.OnlyContain(name => name.StartsWith(ArticleClasses + "SyncVsAsync.", StringComparison.Ordinal) || name.StartsWith(RuntimeProbes + "TaskResultCaching.", StringComparison.Ordinal));
    }

    [Test]
    public void Classes_ARepeatIsRefusedBeforeAnyWorkWhenOneChosenClassHasNoCommittedRun()
    {
        using var repository = new TemporaryRepository("stockprices-runtimes-classes-");
        var committed = Path.Combine(AppProcess.RepositoryRoot, ResultsStore.CommittedRelativePath, ResultsStore.RuntimesEnvironment, "SyncVsAsync" + RunReportFile.Suffix);
        repository.Commit("SyncVsAsync", File.ReadAllText(committed), ResultsStore.RuntimesEnvironment);
        // The committed command, without --save and without the classes it chose, which this repeat chooses itself.
        var committedTokens = RunReportFile.Load(committed).Run!.Command[RunRecorder.CommandPrefix.Length..].Split(' ');
        var classesAt = Array.IndexOf(committedTokens, ResultsStore.SelectionOption);
        var committedArguments = (classesAt < 0 ? committedTokens : [.. committedTokens[..classesAt], .. committedTokens[(classesAt + 1)..].SkipWhile(token => !token.StartsWith("--", StringComparison.Ordinal))])
            .Where(token => token != "--save");

        var (exitCode, output, error) = AppProcess.Run([.. committedArguments, "--classes", "SyncVsAsync", "TaskResultCaching", "--save-repeat"], repository.Root);

        exitCode.Should().Be(2, output + error);
        error.Should().Contain($"there is no committed run at {ResultsStore.CommittedRelativePath}/{ResultsStore.RuntimesEnvironment}/TaskResultCaching{RunReportFile.Suffix} to repeat");
        Directory.Exists(Path.Combine(repository.Root, ResultsStore.ScratchRelativePath, ResultsStore.RuntimesEnvironment, "benchmarkdotnet")).Should().BeFalse("nothing may run before the refusal");
    }
}
