namespace StockPrices.Tests.CommandLine;

/// <summary>The <c>runtimes</c> command selects only the classes the project builds for every runtime.</summary>
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
}
