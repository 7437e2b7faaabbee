namespace StockPrices.Tests.CommandLine;

/// <summary>The <c>runtimes</c> command selects only the classes the project builds for every runtime.</summary>
public sealed class RuntimesCommandTests
{
    private const string ArticleClasses = "StockPrices.Benchmarks.Article.";
    private const string RuntimeProbes = "StockPrices.Benchmarks.Runtimes.Benchmarks.";

    [Test]
    public void ListFlat_ShowsTheClassesBuiltForEveryRuntimeAndNoOther()
    {
        var (exitCode, output, error) = AppProcess.Run(["runtimes", "--runtimes", "net8.0", "net9.0", "--list", "flat"]);

        exitCode.Should().Be(0, error);
        var listed = output.Split('\n').Select(line => line.Trim()).Where(line => line.StartsWith("StockPrices.Benchmarks.", StringComparison.Ordinal)).ToList();
        listed.Should().Contain(name => name.StartsWith(ArticleClasses + "SyncVsAsync.", StringComparison.Ordinal))
            .And.Contain(name => name.StartsWith(RuntimeProbes + "TaskResultCaching.", StringComparison.Ordinal))
            .And.NotContain(name => name.StartsWith(ArticleClasses + "SyncCompletionCost.", StringComparison.Ordinal), "BenchmarkDotNet cannot export NativeAOT's disassembly, and refuses the class")
            .And.OnlyContain(name => name.StartsWith(ArticleClasses, StringComparison.Ordinal) || name.StartsWith(RuntimeProbes, StringComparison.Ordinal),
                "the .NET 8 and 9 builds compile only Article/ and Runtimes/Benchmarks/ (StockPrices.Benchmarks.csproj)");
    }
}
