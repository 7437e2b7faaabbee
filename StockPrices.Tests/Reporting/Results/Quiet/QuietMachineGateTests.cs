using System.Diagnostics;
using StockPrices.Reporting;
using StockPrices.Results;
using StockPrices.Results.Quiet;

namespace StockPrices.Tests.Reporting.Results.Quiet;

/// <summary>The gate's decision on synthetic readings: which benchmarks are disturbed, and what the refusal says.</summary>
public sealed class QuietMachineGateTests
{
    private static readonly TimeSpan Fastest = TimeSpan.FromMilliseconds(40);

    // Four ticks over 400 s are 0.01% of one core: the limit tests below are not moved by the counters' resolution.
    private static readonly TimeSpan LongEnoughToResolveATenthOfAPercent = TimeSpan.FromSeconds(400);

    [TestCase(0.0, 0.0)]
    [TestCase(5.0, 0.0)]
    [TestCase(0.0, 5.0)]
    public void AReadingAtOrUnderBothLimitsPasses(double foreign, double drift)
    {
        QuietMachineGate.WhyDisturbed(Reading("Sync", foreign, drift)).Should().BeNull();
    }

    [TestCase(5.1, 0.0, "foreign CPU 5.1% of one core")]
    [TestCase(180.0, 0.0, "foreign CPU 180.0% of one core")]
    [TestCase(0.0, 5.1, "calibration +5.1%")]
    [TestCase(0.0, 7.24, "calibration +7.2%")]
    [TestCase(12.0, 30.0, "foreign CPU 12.0% of one core, calibration +30.0%")]
    public void AReadingOverEitherLimitIsDisturbedAndSaysWhy(double foreign, double drift, string why)
    {
        QuietMachineGate.WhyDisturbed(Reading("Sync", foreign, drift)).Should().Be(why);
    }

    [TestCase(1.0, 4.0)]
    [TestCase(0.25, 16.0)]
    [TestCase(60.0, 4.0 / 60)]
    public void TheCountersResolveFourTicksOverTheReading(double seconds, double percentOfCore)
    {
        QuietMachineGate.ForeignCpuResolutionPercentOfCore(TimeSpan.FromSeconds(seconds)).Should().BeApproximately(percentOfCore, 1e-9);
    }

    [TestCase(0.26, 7.6)]
    [TestCase(0.26, -7.6)]
    [TestCase(1.0, 8.9)]
    public void AShortReadingWithinTheCountersResolutionOverTheLimitPasses(double seconds, double foreign)
    {
        QuietMachineGate.WhyDisturbed(Reading("erlang-processes n=300 m=1000", foreign, 0, TimeSpan.FromSeconds(seconds))).Should().BeNull();
    }

    [TestCase(0.26, 21.0)]
    [TestCase(1.0, 9.1)]
    [TestCase(3.0, 6.5)]
    public void AShortReadingBeyondTheCountersResolutionOverTheLimitIsDisturbed(double seconds, double foreign)
    {
        QuietMachineGate.WhyDisturbed(Reading("erlang-processes n=300 m=1000", foreign, 0, TimeSpan.FromSeconds(seconds))).Should().StartWith("foreign CPU");
    }

    [Test]
    public void AReadingWithoutForeignCpuIsDisturbed()
    {
        QuietMachineGate.WhyDisturbed(Reading("Sync", null, 0)).Should().Be("foreign CPU not measurable here (no /proc/stat)");
    }

    [TestCase(null)]
    [TestCase(0.0)]
    [TestCase(10.0)]
    public void AReadingWithCoresDistantAtMostTheLimitOrNotWatchedPasses(double? distant)
    {
        QuietMachineGate.WhyDisturbed(Reading("Sync", 0, 0) with { DistantCoresPercent = distant }).Should().BeNull();
    }

    [TestCase(10.5, "cores distant 11% of the time")]
    [TestCase(64.0, "cores distant 64% of the time")]
    public void AReadingWithCoresDistantOverTheLimitIsDisturbedAndSaysWhy(double distant, string why)
    {
        QuietMachineGate.WhyDisturbed(Reading("AwaitingNonCompletedTask.GetStockPriceForAsync_AsyncAllTheWay", 0.5, 1) with { DistantCoresPercent = distant }).Should().Be(why);
    }

    [Test]
    public void TheShareOfDistantCoresIsJudgedAgainstTheFastestRoundTrip()
    {
        // Two and a half times the fastest is still near; over it, distant: 2 of these 5 round trips.
        CrossCoreWatch.DistantPercent([60, 150, 151, 300, 70], fastest: 60).Should().Be(40);
        CrossCoreWatch.DistantPercent([], fastest: 60).Should().BeNull();
    }

    [Test]
    public void TheMonitorJudgesEachReadingsRoundTripsAgainstTheRunsFastest()
    {
        using var monitor = new QuietMachineMonitor();
        if (!monitor.WatchCores())
        {
            Assert.Ignore("the cross-core round trip is timed between two CPUs on Linux only");
        }

        // Five intervals make a reading of five round trips on a quiet machine; on a busy one the watch's thread may get no
        // core that long, so readings are taken again, for up to a minute, until one has round trips in it.
        var patience = Stopwatch.StartNew();
        QuietMachineReading reading;
        do
        {
            var watch = monitor.Begin();
            Thread.Sleep(CrossCoreWatch.Interval * 5);
            reading = monitor.End(watch, "a benchmark", "--filter 'a benchmark'");
        }
        while (reading.DistantCoresPercent is null && patience.Elapsed < TimeSpan.FromMinutes(1));

        reading.DistantCoresPercent.Should().NotBeNull("the watch timed round trips while a reading ran");
        monitor.Record().FastestCrossCoreRoundTripNanoseconds.Should().BeInRange(1, 100_000, "a round trip between two cores takes nanoseconds to microseconds");
    }

    [Test]
    public void ARunOfQuietReadingsMayBePublished()
    {
        QuietMachineGate.WhyNotQuiet([Reading("A", 1, 1), Reading("B", 4.9, 4.9)]).Should().BeNull();
    }

    [Test]
    public void ARunWithoutReadingsMayNotBePublished()
    {
        QuietMachineGate.WhyNotQuiet([]).Should().Be("the quiet-machine gate took no reading in this run");
    }

    [Test]
    public void RefusalNamesEveryDisturbedBenchmarkAndOneFilterThatRunsThemAgain()
    {
        QuietMachineReading[] readings =
        [
            Reading("SyncVsAsync.Sync", 0.5, 0.2, "--filter 'StockPrices.Benchmarks.Article.SyncVsAsync.Sync'"),
            Reading("SyncVsAsync.Async", 95, 0.1, "--filter 'StockPrices.Benchmarks.Article.SyncVsAsync.Async'"),
            Reading("OptimizedFastPath.Optimized", 1, 12, "--filter 'StockPrices.Benchmarks.Article.OptimizedFastPath.Optimized'"),
        ];

        QuietMachineGate.WhyNotQuiet(readings).Should().Be(
            "the machine was not quiet in 2 of 3 (limits: foreign CPU 5% of one core, calibration drift 5%, cores distant 10% of the time where watched): "
            + "SyncVsAsync.Async (foreign CPU 95.0% of one core); OptimizedFastPath.Optimized (calibration +12.0%); "
            + "run them again on a quiet machine, selected with --filter 'StockPrices.Benchmarks.Article.SyncVsAsync.Async' 'StockPrices.Benchmarks.Article.OptimizedFastPath.Optimized'");
    }

    [Test]
    public void SelectionsThatDifferInMoreThanTheirLastValueAreListedInTurn()
    {
        QuietMachineGate.RerunArguments([Reading("a", 9, 0, "polling simulated --variants Task -n 500"), Reading("b", 9, 0, "polling simulated --variants Threads -n 2000")])
            .Should().Be("polling simulated --variants Task -n 500, then polling simulated --variants Threads -n 2000");
    }

    [Test]
    public void OneSelectionIsGivenAsItIs()
    {
        QuietMachineGate.RerunArguments([Reading("a", 9, 0, "pipelines --bandwidths 2M")]).Should().Be("pipelines --bandwidths 2M");
    }

    [TestCase(42, 38, 5.0)]
    [TestCase(38, 44, 10.0)]
    [TestCase(40, 40, 0.0)]
    public void DriftIsHowMuchSlowerThanTheFastestTheSlowerCalibrationRan(double beforeMs, double afterMs, double drift)
    {
        QuietMachineMonitor.DriftPercent(Fastest, TimeSpan.FromMilliseconds(beforeMs), TimeSpan.FromMilliseconds(afterMs)).Should().BeApproximately(drift, 1e-9);
    }

    [Test]
    public void ForeignCpuIsTheMachinesTicksNotIdleLessTheOwnTreesInPercentOfOneCore()
    {
        // 100 ticks a second: over 2 s, 500 ticks not idle of which the app ran 100 leave 2 s of foreign work: 200% of one core.
        CpuSnapshot.ForeignPercentOfCore(500, 100, TimeSpan.FromSeconds(2)).Should().Be(200);
    }

    [Test]
    public void AReadingBelowZeroByTheCountersResolutionIsNoForeignWork()
    {
        // One second on two cores: 150 ticks idle leave 50 not idle, and the app's tree counted 52 (its processes' times
        // and the idle time are each rounded to whole ticks).
        var machine = new MachineCpuTimes(0, 0, 0, 1000, 0, 0, 0, 0, Cores: 2);
        var start = new CpuSnapshot(machine, 0, 0);
        var end = new CpuSnapshot(machine with { Idle = 1150 }, 52, System.Diagnostics.Stopwatch.Frequency);

        end.ForeignPercentOfCoreSince(start).Should().Be(0);
    }

    [Test]
    public void TheAppsOwnWakeUpsTimedAsNotIdleButInNoProcessAreNoForeignWork()
    {
        // One second on two cores: the busy fields sampled 100 ticks, all the app's, and 108 were not idle; the other
        // 8 are the kernel waking the app's threads, outside any process.
        var machine = new MachineCpuTimes(0, 0, 0, 1000, 0, 0, 0, 0, Cores: 2);
        var start = new CpuSnapshot(machine, 0, 0);
        var end = new CpuSnapshot(machine with { User = 100, Idle = 1092 }, 100, System.Diagnostics.Stopwatch.Frequency);

        end.ForeignPercentOfCoreSince(start).Should().Be(0);
    }

    [Test]
    public void WorkBesideTheAppShowsInBothReadingsAndTheLesserIsKept()
    {
        // One second on two cores: the app ran 100 ticks; a build beside it 60, sampled as 55 and timed as 60 not idle.
        var machine = new MachineCpuTimes(0, 0, 0, 1000, 0, 0, 0, 0, Cores: 2);
        var start = new CpuSnapshot(machine, 0, 0);
        var end = new CpuSnapshot(machine with { User = 155, Idle = 1040 }, 100, System.Diagnostics.Stopwatch.Frequency);

        end.ForeignPercentOfCoreSince(start).Should().BeApproximately(55, 1e-6);
    }

    [Test]
    public void ADisturbedRunRecordIsNotPublishableAndSaysWhy()
    {
        var record = Record(new QuietMachineRecord(Fastest, [Reading("Sync", 40, 0)]));

        record.IsPublishable.Should().BeFalse();
        record.WhyNotPublishable.Should().StartWith("the machine was not quiet in 1 of 1 ");
    }

    [Test]
    public void ADisturbedRunIsNotPublishedEvenWhenAskedAndStaysInTheScratchFolder()
    {
        var folder = Directory.CreateTempSubdirectory("stockprices-quiet-").FullName;
        try
        {
            var store = new ResultsStore(folder);
            var report = new RunReport("polling-tcp", "t", DateTimeOffset.UnixEpoch, TimeSpan.FromSeconds(1), EnvironmentInfo.Capture(), new Dictionary<string, string>(), [], []);

            var saved = store.Save(report, Record(new QuietMachineRecord(Fastest, [Reading("N=500", 0.1, 8)])), "env", "polling-tcp", PublishMode.Replace);

            saved.PublishedPath.Should().BeNull();
            saved.NotPublishedBecause.Should().StartWith("the machine was not quiet in 1 of 1 ").And.EndWith("N=500 (calibration +8.0%); run them again on a quiet machine, selected with --filter 'N=500'");
            File.Exists(saved.ScratchPath).Should().BeTrue();
            File.Exists(store.CommittedReport("env", "polling-tcp")).Should().BeFalse();
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    [Test]
    public void ARunRecordFromBeforeTheGateIsJudgedWithoutIt()
    {
        Record(null).IsPublishable.Should().BeTrue();
    }

    [Test]
    public void ARunnerThatTakesNoReadingIsJudgedByOneOverTheWholeRun()
    {
        var recorder = RunRecorder.Start(["pipelines", "--file", "1MB"]);

        var readings = recorder.Finish(0, RunCompleteness.Complete).QuietMachine!.Readings;

        readings.Select(r => (r.Name, r.Rerun)).Should().Equal(("the whole run", RunRecorder.CommandPrefix + "pipelines --file 1MB"));
    }

    [Test]
    public void TheRecordsSummaryKeepsTheWorstFigures()
    {
        var quiet = new QuietMachineRecord(Fastest, [Reading("A", 1.5, 3), Reading("B", 0.5, 2.5), Reading("C", 7, 1)]);

        (quiet.MaxForeignCpuPercentOfCore, quiet.MaxCalibrationDriftPercent, quiet.DisturbedCount).Should().Be((7.0, 3.0, 1));
        quiet.Verdict().Should().Be("quiet-machine gate: 3 measured, foreign CPU at most 7.0% of one core, calibration drift at most +3.0%: disturbed in 1: C (foreign CPU 7.0% of one core)");
    }

    [Test]
    public void WithTheCoresWatchedTheSummaryKeepsTheLargestShareOnDistantCores()
    {
        var quiet = new QuietMachineRecord(Fastest, [Reading("A", 1.5, 3) with { DistantCoresPercent = 4 }, Reading("B", 0.5, 2.5) with { DistantCoresPercent = 25 }], 68.5);

        quiet.Verdict().Should().Be("quiet-machine gate: 2 measured, foreign CPU at most 1.5% of one core, calibration drift at most +3.0%, cores distant at most 25% of a benchmark's time: disturbed in 1: B (cores distant 25% of the time)");
    }

    [Test]
    public void SeveralRunsPooledGiveTheMostOfEachFigureAsTheDocsPrintIt()
    {
        var first = new QuietMachineRecord(Fastest, [Reading("A", -0.4, 3) with { DistantCoresPercent = 4 }]);
        var second = new QuietMachineRecord(Fastest, [Reading("A", -0.2, 4.26), Reading("B", -1, 1) with { DistantCoresPercent = 9 }]);

        var pooled = QuietMachineRecord.Pooled([first, second]);

        (pooled.Readings.Count, pooled.MostForeignCpu, pooled.MostCalibrationDrift, pooled.MostDistantCores).Should().Be((3, "0.0%", "+4.3%", "9%"));
    }

    [Test]
    public void TheRecordSurvivesTheRunRecordFile()
    {
        var folder = Directory.CreateTempSubdirectory("stockprices-quiet-").FullName;
        try
        {
            var quiet = new QuietMachineRecord(Fastest, [Reading("A", 1.5, 3) with { DistantCoresPercent = 2.5 }, Reading("B", null, 2.5)], 68.5);
            var store = new ResultsStore(folder);
            var scratch = Path.Combine(folder, "scratch");
            Directory.CreateDirectory(scratch);
            store.SaveFolder(scratch, Record(quiet), "env", "key", PublishMode.None);

            var loaded = ResultsStore.LoadRecord(Path.Combine(scratch, ResultsStore.RunRecordFileName)).QuietMachine!;

            loaded.FastestCalibration.Should().Be(Fastest);
            loaded.FastestCrossCoreRoundTripNanoseconds.Should().Be(68.5);
            loaded.Readings.Should().Equal(quiet.Readings);
        }
        finally
        {
            Directory.Delete(folder, recursive: true);
        }
    }

    private static QuietMachineReading Reading(string name, double? foreign, double drift, string? rerun = null) =>
        Reading(name, foreign, drift, LongEnoughToResolveATenthOfAPercent, rerun);

    private static QuietMachineReading Reading(string name, double? foreign, double drift, TimeSpan duration, string? rerun = null) =>
        new(name, rerun ?? $"--filter '{name}'", duration, foreign, Fastest, Fastest * (1 + (drift / 100)), drift);

    private static RunRecord Record(QuietMachineRecord? quiet) =>
        new("dotnet run -- --save", EnvironmentInfo.Capture(), DateTimeOffset.UnixEpoch, TimeSpan.FromMinutes(1), null, null, 0, RunCompleteness.Complete, null, quiet);
}
