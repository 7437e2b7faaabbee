using StockPrices.Results.Quiet;

namespace StockPrices.Tests.Reporting.Results.Quiet;

/// <summary>
/// The machine's times are read from the aggregate line of /proc/stat (busy: everything but idle and iowait, steal
/// included) and its cores from the cpuN lines; what the cores did besides idling is their time less the idle time.
/// </summary>
public sealed class MachineCpuTimesTests
{
    private const string ProcStat = """
        cpu  58760 3 10716 90695 674 5 97 149 11 0
        cpu0 28506 0 4881 47017 72 0 18 75 0 0
        cpu1 30254 3 5835 43678 602 5 79 74 11 0
        intr 616678 0 0 0
        ctxt 1234
        """;

    [Test]
    public void BusyTimeIsUserNiceSystemIrqSoftIrqAndStealOfTheAggregateLine()
    {
        var times = MachineCpuTimes.Parse(ProcStat);

        times.Should().Be(new MachineCpuTimes(58760, 3, 10716, 90695, 674, 5, 97, 149, Cores: 2));
        times.BusyTicks.Should().Be(58760 + 3 + 10716 + 5 + 97 + 149);
    }

    [Test]
    public void TheTimeNotIdleIsEveryCoresShareOfTheWallTimeLessTheIdleTime()
    {
        // Two cores for 1.5 s: 300 ticks, 120 of them idle or waiting for I/O.
        var start = new MachineCpuTimes(1000, 0, 100, 5000, 50, 0, 0, 0, Cores: 2);
        var end = start with { Idle = 5100, IoWait = 70 };

        end.NotIdleTicksOver(start, TimeSpan.FromSeconds(1.5)).Should().BeApproximately(180, 1e-9);
    }

    [Test]
    public void WorkInBurstsThatNoTickSawIsNotReadAsLessThanNoForeignWork()
    {
        // Over 1 s on two cores the app ran 50 ticks in bursts shorter than a tick: no busy field moved, the exactly
        // timed idle time did. Busy ticks less the app's read -50% of one core; the time not idle reads none.
        var start = new MachineCpuTimes(1000, 0, 100, 5000, 0, 0, 0, 0, Cores: 2);
        var end = start with { Idle = 5150 };

        CpuSnapshot.ForeignPercentOfCore(end.BusyTicks - start.BusyTicks, 50, TimeSpan.FromSeconds(1)).Should().Be(-50);
        CpuSnapshot.ForeignPercentOfCore(end.NotIdleTicksOver(start, TimeSpan.FromSeconds(1)), 50, TimeSpan.FromSeconds(1)).Should().BeApproximately(0, 1e-9);
    }

    [Test]
    public void AnOldKernelsShorterLineReadsTheMissingFieldsAsZero()
    {
        MachineCpuTimes.Parse("cpu  100 2 30 400\n").Should().Be(new MachineCpuTimes(100, 2, 30, 400, 0, 0, 0, 0));
    }

    [Test]
    public void TextWithoutTheAggregateLineIsRefused()
    {
        var parse = () => MachineCpuTimes.Parse("cpu0 1 2 3 4\n");

        parse.Should().Throw<FormatException>().WithMessage("*aggregate 'cpu' line*");
    }
}
