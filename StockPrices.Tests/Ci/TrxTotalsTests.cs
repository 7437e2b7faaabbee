using System.Diagnostics;

namespace StockPrices.Tests.Ci;

/// <summary>
/// .ci/trx-totals, which .ci/run ends with: the totals of the TRX files, and a failure for each test assembly and
/// target framework that did not report its minimum, so a framework that silently drops out fails CI.
/// </summary>
[Platform("Linux,MacOsX")]
public sealed class TrxTotalsTests
{
    private string _results = null!;

    [SetUp]
    public void CreateResultsFolder() => _results = Directory.CreateTempSubdirectory("stockprices-trx-").FullName;

    [TearDown]
    public void DeleteResultsFolder() => Directory.Delete(_results, recursive: true);

    [Test]
    public void EveryFrameworkReportingItsMinimumCountsAsPassed()
    {
        WriteTrx("net8.0", passed: 320);
        WriteTrx("net9.0", passed: 320);
        WriteTrx("net10.0", passed: 741);
        WriteTrx("net11.0", passed: 430);
        WriteTrx("net10.0-runtime-async", passed: 97);

        var (exitCode, output, error) = Totals();

        exitCode.Should().Be(0, error);
        output.Trim().Should().Be("1908 0 0");
        error.Should().BeEmpty();
    }

    [Test]
    public void AFrameworkThatDroppedOutIsAFailure()
    {
        WriteTrx("net9.0", passed: 320);
        WriteTrx("net10.0", passed: 741);
        WriteTrx("net11.0", passed: 430);
        WriteTrx("net10.0-runtime-async", passed: 97);

        var (_, output, error) = Totals();

        output.Trim().Should().Be("1588 1 0");
        error.Trim().Should().Be("StockPrices.Tests/net8.0 reported 0 tests; at least 300 are expected (did a target framework or project drop out?)");
    }

    [Test]
    public void AFrameworkThatLostMostOfItsTestsIsAFailure()
    {
        WriteTrx("net8.0", passed: 320);
        WriteTrx("net9.0", passed: 12);
        WriteTrx("net10.0", passed: 741);
        WriteTrx("net11.0", passed: 430);
        WriteTrx("net10.0-runtime-async", passed: 97);

        var (_, output, error) = Totals();

        output.Trim().Should().Be("1600 1 0");
        error.Should().Contain("StockPrices.Tests/net9.0 reported 12 tests; at least 300 are expected");
    }

    [Test]
    public void TheRuntimeAsyncBuildOfNet10IsNotCountedAsNet10()
    {
        WriteTrx("net8.0", passed: 320);
        WriteTrx("net9.0", passed: 320);
        WriteTrx("net11.0", passed: 430);
        WriteTrx("net10.0-runtime-async", passed: 741);

        var (_, output, error) = Totals();

        output.Trim().Should().Be("1811 1 0");
        error.Trim().Should().Be("StockPrices.Tests/net10.0 reported 0 tests; at least 700 are expected (did a target framework or project drop out?)");
    }

    private void WriteTrx(string framework, int passed)
    {
        var storage = $"/repo/stockprices.tests/bin/release/{framework}/stockprices.tests.dll";
        File.WriteAllText(
            Path.Combine(_results, $"run_{framework}.trx"),
            $"""
            <TestRun><TestDefinitions><UnitTest name="t" storage="{storage}" /></TestDefinitions>
            <ResultSummary outcome="Completed"><Counters total="{passed}" executed="{passed}" passed="{passed}" failed="0" error="0" timeout="0" aborted="0" inconclusive="0" notExecuted="0" /></ResultSummary></TestRun>
            """);
    }

    private (int ExitCode, string Output, string Error) Totals()
    {
        var startInfo = new ProcessStartInfo("bash", [Path.Combine(CommandLine.AppProcess.RepositoryRoot, ".ci", "trx-totals"), _results])
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        using var process = Process.Start(startInfo)!;
        var output = process.StandardOutput.ReadToEndAsync();
        var error = process.StandardError.ReadToEndAsync();
        try
        {
            process.WaitForExit(TimeSpan.FromSeconds(30)).Should().BeTrue(".ci/trx-totals reads a few files");
        }
        finally
        {
            if (!process.HasExited)
            {
                process.Kill();
            }
        }

        return (process.ExitCode, output.Result, error.Result);
    }
}
