using StockPrices.Beyond;

namespace StockPrices.Tests.CommandLine;

/// <summary>The <c>beyond</c> command: the ten questions' classes through the article suite's runner.</summary>
[Parallelizable(ParallelScope.Children)]
public sealed class BeyondCommandTests
{
    [Test]
    public void ListFlat_ShowsEveryQuestionsClass()
    {
        var (exitCode, output, error) = AppProcess.Run(["--list", "flat"]);

        exitCode.Should().Be(0, error);
        foreach (var question in BeyondVariants.QuestionClasses)
        {
            output.Should().Contain($"StockPrices.Benchmarks.Beyond.{question}.");
        }
    }

    [Test]
    public void SaveWithADryJob_IsRefusedBeforeAnyBenchmarkRuns()
    {
        var (exitCode, output, error) = AppProcess.Run(["beyond", "--save", "--job", "dry"]);

        exitCode.Should().Be(2);
        error.Trim().Should().StartWith("beyond: --save, --save-repeat and --save-check publish only the whole suite with the default job, and `--job dry`");
        output.Should().NotContain("// ***** BenchmarkRunner");
    }
}
