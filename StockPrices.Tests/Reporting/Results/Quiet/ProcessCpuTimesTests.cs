using StockPrices.Results.Quiet;

namespace StockPrices.Tests.Reporting.Results.Quiet;

/// <summary>A process's CPU time is read from its /proc/&lt;pid&gt;/stat line, and a tree's is summed over its live processes.</summary>
public sealed class ProcessCpuTimesTests
{
    // Fields 14 to 17 (utime, stime, cutime, cstime) are 250, 40, 1200, 300; the name holds a space and parentheses.
    private const string StatLine = "4242 (dotnet (x) y) S 17 4242 17 0 -1 4194560 9012 0 0 0 250 40 1200 300 20 0 23 0 80961 3133440 359 18446744073709551615\n";

    [Test]
    public void OwnTimeIsUtimePlusStimeAndReapedChildrenTimeIsCutimePlusCstime()
    {
        ProcessCpuTimes.Parse(4242, StatLine).Should().Be(new ProcessCpuTimes(4242, 17, 290, 1500));
    }

    [Test]
    public void ALineWithoutACommandNameIsRefused()
    {
        var parse = () => ProcessCpuTimes.Parse(1, "garbage");

        parse.Should().Throw<FormatException>();
    }

    [Test]
    public void TreeSumsTheRootAndEveryDescendantButNotOtherProcesses()
    {
        ProcessCpuTimes[] processes =
        [
            new(1, 0, 5_000, 0),
            new(100, 1, 10, 1),
            new(200, 100, 20, 2),
            new(300, 200, 30, 3),
            new(400, 1, 7_000, 0),
        ];

        ProcessCpuTimes.SumOfTree(processes, 100).Should().Be(10 + 1 + 20 + 2 + 30 + 3);
    }

    [Test]
    public void TreeOfAProcessThatIsGoneIsNull()
    {
        ProcessCpuTimes.SumOfTree([new ProcessCpuTimes(1, 0, 5, 0)], 100).Should().BeNull();
    }

    [Test]
    public void ThisProcessTreeCountsAtLeastThisProcessesOwnTime()
    {
        if (!OperatingSystem.IsLinux())
        {
            Assert.Ignore("/proc is Linux's");
        }

        var self = ProcessCpuTimes.Read(Environment.ProcessId)!.Value;
        var tree = ProcessCpuTimes.TreeTicks(Environment.ProcessId);

        self.OwnTicks.Should().BePositive("the test host has run for more than one clock tick");
        tree.Should().BeGreaterThanOrEqualTo(self.TotalTicks);
    }
}
