using StockPrices.Results.Quiet;

namespace StockPrices.Tests.Reporting.Results.Quiet;

/// <summary>The machine's busy time is read from the aggregate line of /proc/stat: everything but idle and iowait, steal included.</summary>
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

        times.Should().Be(new MachineCpuTimes(58760, 3, 10716, 90695, 674, 5, 97, 149));
        times.BusyTicks.Should().Be(58760 + 3 + 10716 + 5 + 97 + 149);
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
