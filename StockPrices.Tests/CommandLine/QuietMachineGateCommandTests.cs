using System.Diagnostics;
using StockPrices.Reporting;
using StockPrices.Results;
using StockPrices.Results.Quiet;

namespace StockPrices.Tests.CommandLine;

/// <summary>
/// The quiet-machine gate, end to end: a run of the app in a temporary repository, with busy loops started while it
/// runs, is refused by <c>--save</c> and names the disturbed cells. A test that expects every cell disturbed depends
/// only on the load it adds, which a busier machine only adds to. The test that also expects a cell to stay quiet
/// cannot rely on the machine's own readings (here the calibration alone drifted +9% and other work took most of a
/// core): it sets the gate's limits (<see cref="QuietMachineGate.TestLimitVariable"/>) far above what the machine does
/// by itself and adds a load that goes far beyond them. Without a load, the gate's figures are recorded (whether that
/// run would pass depends on the machine, so it is not asserted).
/// </summary>
public sealed class QuietMachineGateCommandTests
{
    // Two cells (200M and 2M) of the simulated pipelines, about 2 s together.
    private static readonly string[] TwoCells =
        ["pipelines", "--chunks", "2", "--read", "20ms", "--process", "20ms", "--write", "20ms", "--bandwidths", "200M,2M", "--runs", "1", "--scale", "1"];

    // A run under the load measures its disturbed cells three times, each slowed many times over: the ring test's took
    // 94 s with the load average at 31 (two other engineers' builds and tests on 2 cores). Only a hang should reach this.
    private static readonly TimeSpan LoadedRunTimeout = 5 * AppProcess.Timeout;

    private TemporaryRepository _temporary = null!;
    private string _repository = null!;

    [SetUp]
    public void CreateRepository()
    {
        _temporary = new TemporaryRepository("stockprices-gate-");
        _repository = _temporary.Root;
    }

    [TearDown]
    public void DeleteRepository() => _temporary.Dispose();

    [Test]
    public async Task SaveOfARunDisturbedByALoadStartedDuringItIsRefusedAndNamesTheDisturbedCells()
    {
        if (!OperatingSystem.IsLinux())
        {
            Assert.Ignore("the gate reads /proc");
        }

        // The pipelines print their timer calibration after the run has started and before the first cell.
        var (exitCode, output) = await RunWithLoadStartedDuringItAsync([.. TwoCells, "--save"], startLoadAt: "Timer calibration");

        exitCode.Should().Be(1, output);
        var refusal = output.Split('\n').Single(line => line.StartsWith("not published to docs/results: ", StringComparison.Ordinal));
        refusal.Should().StartWith("not published to docs/results: the machine was not quiet in 2 of 2 ")
            .And.Contain("bandwidth 200M (foreign CPU ")
            .And.Contain("bandwidth 2M (foreign CPU ")
            .And.EndWith("selected with pipelines --bandwidths 200M 2M");
        output.Should().Contain("quiet-machine gate: 2 measured, ").And.Contain(": disturbed in 2");
        // The write check before the run creates the folder; nothing is written into it.
        Directory.EnumerateFiles(Path.Combine(_repository, ResultsStore.CommittedRelativePath), "*", SearchOption.AllDirectories).Should().BeEmpty();
        File.Exists(Path.Combine(_repository, ResultsStore.ScratchRelativePath, ResultsStore.CurrentEnvironment, ResultsScenarios.PipelinesBandwidthTable + RunReportFile.Suffix)).Should().BeTrue();
    }

    [Test]
    public void ARunRecordsTheGatesFiguresForEveryCell()
    {
        if (!OperatingSystem.IsLinux())
        {
            Assert.Ignore("the gate reads /proc");
        }

        var (exitCode, output, error) = AppProcess.Run(TwoCells, _repository);

        exitCode.Should().Be(0, error);
        output.Should().Contain("quiet-machine gate: 2 measured, ");
        var quiet = RunReportFile.Load(Path.Combine(_repository, ResultsStore.ScratchRelativePath, ResultsStore.CurrentEnvironment, ResultsScenarios.PipelinesBandwidthTable + RunReportFile.Suffix)).Run!.QuietMachine!;
        quiet.FastestCalibration.Should().BePositive();
        quiet.Readings.Select(r => (r.Name, r.Rerun)).Should().Equal(("bandwidth 200M", "pipelines --bandwidths 200M"), ("bandwidth 2M", "pipelines --bandwidths 2M"));
        quiet.Readings.Should().AllSatisfy(reading =>
        {
            reading.ForeignCpuPercentOfCore.Should().NotBeNull();
            reading.Duration.Should().BePositive();
            reading.CalibrationBefore.Should().BePositive();
            reading.CalibrationAfter.Should().BePositive();
        });
    }

    /// <summary>Starts the app, and the load once the app has taken its first calibration and is about to measure.</summary>
    [Test]
    public async Task ACellDisturbedEveryTimeIsMeasuredAgainTwiceAndThenRefused()
    {
        if (!OperatingSystem.IsLinux())
        {
            Assert.Ignore("the gate reads /proc");
        }

        string[] oneCell = ["polling", "simulated", "--variants", "Await", "-n", "10", "--duration", "200ms", "--warmup", "0", "--drain", "1s", "--save"];
        var (exitCode, output) = await RunWithLoadStartedDuringItAsync(oneCell, startLoadAt: "[1/1] ");

        exitCode.Should().Be(1, output);
        output.Should().Contain("// Quiet machine: measuring again (1 of at most 2): Await at N=10, cost 0")
            .And.Contain("// Quiet machine: measuring again (2 of at most 2): Await at N=10, cost 0");
        output.Split('\n').Count(line => line.StartsWith("[1/1] Await at N=10", StringComparison.Ordinal)).Should().Be(3, output);
        output.Split('\n').Single(line => line.StartsWith("not published to docs/results: ", StringComparison.Ordinal))
            .Should().StartWith("not published to docs/results: the machine was not quiet in 1 of 1 ");
        output.Should().Contain("quiet-machine gate: 1 measured, ");
    }

    [Test]
    public async Task ARingCellDisturbedEveryTimeIsMeasuredAgainTwiceAndThenRefusedWhileTheQuietCellIsKept()
    {
        if (!OperatingSystem.IsLinux())
        {
            Assert.Ignore("the gate reads /proc");
        }

        // The first cell's line is printed after its reading ends, so the load disturbs the second cell only. Every
        // limit is 300%: a calibration four times as slow as its fastest. On this 2-core machine, shared with two other
        // engineers' builds and tests (load average 24), the quiet cell's calibration read at most +112%. The disturbed
        // cell's drift is measured against the run's fastest calibration, which other work on the machine (the rest of
        // the suite, in parallel) may have slowed too: with L busy loops a core and o other runnable threads a core, the
        // calibration slows by (1 + o + L) / (1 + o), so L = 5 read quiet once in the full suite (o near 1), and L = 24
        // keeps it over four times as slow up to o = 7. Foreign CPU, at most 100% a core, decides nothing on up to three cores.
        string[] twoCells = ["ring", "-i", "tasks-channel", "-n", "300", "-m", "1000", "2000", "--repeat", "1", "--save"];
        var (exitCode, output) = await RunWithLoadStartedDuringItAsync(twoCells, startLoadAt: "[1/2] ", gateLimitPercent: 300, loopsPerCore: 24);

        exitCode.Should().Be(1, output);
        output.Should().Contain("// Quiet machine: measuring again (1 of at most 2): tasks-channel n=300 m=2000")
            .And.Contain("// Quiet machine: measuring again (2 of at most 2): tasks-channel n=300 m=2000");
        output.Split('\n').Count(line => line.StartsWith("[2/2] tasks-channel n=300 m=2,000", StringComparison.Ordinal)).Should().Be(3, output);
        output.Split('\n').Count(line => line.StartsWith("[1/2] tasks-channel n=300 m=1,000", StringComparison.Ordinal)).Should().Be(1, output);
        output.Split('\n').Single(line => line.StartsWith("not published to docs/results: ", StringComparison.Ordinal))
            .Should().StartWith("not published to docs/results: the machine was not quiet in 1 of 2 ");
    }

    /// <summary>
    /// Runs the app and starts the load (<paramref name="loopsPerCore"/> busy loops a core) once it prints a line starting
    /// <paramref name="startLoadAt"/>; the gate judges with the app's own limits unless <paramref name="gateLimitPercent"/> sets them.
    /// </summary>
    private async Task<(int ExitCode, string Output)> RunWithLoadStartedDuringItAsync(string[] arguments, string startLoadAt, double? gateLimitPercent = null, int loopsPerCore = 1)
    {
        var startInfo = AppProcess.StartInfo(arguments, _repository);
        if (gateLimitPercent is { } limit)
        {
            startInfo.Environment[QuietMachineGate.TestLimitVariable] = limit.ToString(System.Globalization.CultureInfo.InvariantCulture);
        }

        using var app = Process.Start(startInfo)!;
        var error = app.StandardError.ReadToEndAsync();
        var lines = new List<string>();
        CpuLoad? load = null;
        using var timeout = new CancellationTokenSource(LoadedRunTimeout);
        try
        {
            while (await app.StandardOutput.ReadLineAsync(timeout.Token) is { } line)
            {
                lines.Add(line);
                if (load is null && line.StartsWith(startLoadAt, StringComparison.Ordinal))
                {
                    load = CpuLoad.OnEveryCore(loopsPerCore);
                }
            }

            await app.WaitForExitAsync(timeout.Token);
        }
        catch (OperationCanceledException)
        {
            app.Kill(entireProcessTree: true);
            Assert.Fail($"The app did not exit within {LoadedRunTimeout.TotalSeconds} s: {string.Join('\n', lines)}");
        }
        finally
        {
            load?.Dispose();
        }

        load.Should().NotBeNull($"the load starts when the app prints a line starting '{startLoadAt}': " + string.Join('\n', lines));
        return (app.ExitCode, string.Join('\n', lines) + "\n" + await error);
    }
}
