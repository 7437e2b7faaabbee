using StockPrices.Results.Quiet;

namespace StockPrices.Tests.Reporting.Results.Quiet;

/// <summary>A process's threads, memory and CPU time are read from its /proc/&lt;pid&gt;/stat line, and a tree's is summed over its live processes.</summary>
public sealed class ProcessStatTests
{
    // Fields 14 to 17 (utime, stime, cutime, cstime) are 250, 40, 1200, 300, field 20 (threads) 23 and field 24 (resident
    // pages) 359; the name holds a space and parentheses.
    private const string StatLine = "4242 (dotnet (x) y) S 17 4242 17 0 -1 4194560 9012 0 0 0 250 40 1200 300 20 0 23 0 80961 3133440 359 18446744073709551615\n";

    [Test]
    public void OwnTimeIsUtimePlusStimeAndReapedChildrenTimeIsCutimePlusCstime()
    {
        ProcessStat.Parse(4242, StatLine).Should().Be(new ProcessStat(4242, 17, 23, 359L * Environment.SystemPageSize, 290, 1500));
    }

    [Test]
    public void ALineWithoutACommandNameIsRefused()
    {
        var parse = () => ProcessStat.Parse(1, "garbage");

        parse.Should().Throw<FormatException>();
    }

    [Test]
    public void TreeSumsTheRootAndEveryDescendantButNotOtherProcesses()
    {
        ProcessStat[] processes =
        [
            new(1, 0, 1, 0, 5_000, 0),
            new(100, 1, 1, 0, 10, 1),
            new(200, 100, 1, 0, 20, 2),
            new(300, 200, 1, 0, 30, 3),
            new(400, 1, 1, 0, 7_000, 0),
        ];

        ProcessStat.Tree(processes, 100)!.Select(p => p.Pid).Should().BeEquivalentTo([100, 200, 300]);
        ProcessStat.Tree(processes, 100)!.Sum(p => p.TotalTicks).Should().Be(10 + 1 + 20 + 2 + 30 + 3);
    }

    [Test]
    public void TreeOfAProcessThatIsGoneIsNull()
    {
        ProcessStat.Tree([new ProcessStat(1, 0, 1, 0, 5, 0)], 100).Should().BeNull();
    }

    [Test]
    public void ThisProcessTreeCountsAtLeastThisProcessesOwnTime()
    {
        if (!OperatingSystem.IsLinux())
        {
            Assert.Ignore("/proc is Linux's");
        }

        var self = ProcessStat.Read(Environment.ProcessId)!.Value;
        var tree = ProcessStat.TreeTicks(Environment.ProcessId);

        self.OwnTicks.Should().BePositive("the test host has run for more than one clock tick");
        tree.Should().BeGreaterThanOrEqualTo(self.TotalTicks);
    }
}
