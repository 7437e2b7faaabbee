using Concurrency.Polling;
using Concurrency.Polling.Simulated;

namespace StockPrices.Tests.Concurrency.Polling;

public class SimulatedVariantTests
{
    // 20 connections, 20 % per 5 ms round: about 800 messages/s, so a 100 ms window offers ~80.
    private static readonly PollingWorkload BusyWorkload = new(20, 0.2, TimeSpan.Zero, TimeSpan.FromMilliseconds(5), Seed: 7);

    private static IEnumerable<PollingVariant> AllVariants => Enum.GetValues<PollingVariant>();

    [TestCaseSource(nameof(AllVariants))]
    public void EveryOfferedMessageIsHandledExactlyOnce(PollingVariant variant)
    {
        using var run = new SimulatedPollingRun(variant, BusyWorkload, TimeSpan.Zero, TimeSpan.FromMilliseconds(50), drainTimeout: TimeSpan.FromSeconds(3));

        var result = run.Execute(CancellationToken.None);

        result.Offered.Should().BeGreaterThan(0);
        result.DrainedInTime.Should().BeTrue();
        result.StoppedInTime.Should().BeTrue();
        result.HandledTotal.Should().Be(result.Offered);
        result.LatenciesMilliseconds.Should().HaveCount((int)result.Offered);
    }

    [TestCaseSource(nameof(AllVariants))]
    public void HandlingCostIsPaidOnEveryMessage(PollingVariant variant)
    {
        var cost = TimeSpan.FromMilliseconds(20);
        using var run = new SimulatedPollingRun(variant, BusyWorkload with { Connections = 4, HandlingCost = cost }, TimeSpan.Zero, TimeSpan.FromMilliseconds(50), drainTimeout: TimeSpan.FromSeconds(3));

        var result = run.Execute(CancellationToken.None);

        result.HandledTotal.Should().Be(result.Offered).And.BeGreaterThan(0);
        result.LatenciesMilliseconds.Should().OnlyContain(latency => latency >= cost.TotalMilliseconds);
    }

    [Test]
    public void EventDrivenAsync_NeverPolls()
    {
        using var run = new SimulatedPollingRun(PollingVariant.EventDrivenAsync, BusyWorkload, TimeSpan.Zero, TimeSpan.FromMilliseconds(50), drainTimeout: TimeSpan.FromSeconds(3));

        var result = run.Execute(CancellationToken.None);

        result.PollsInWindow.Should().Be(0);
        result.HandledTotal.Should().Be(result.Offered).And.BeGreaterThan(0);
    }

    [TestCase(PollingVariant.ThreadPerConnection)]
    [TestCase(PollingVariant.ThreadPool)]
    [TestCase(PollingVariant.TaskRun)]
    [TestCase(PollingVariant.Await)]
    [TestCase(PollingVariant.AwaitEachInTurn)]
    [TestCase(PollingVariant.ParallelForEach)]
    public void PollingVariants_PollEachConnectionAtMostOncePerInterval(PollingVariant variant)
    {
        var window = TimeSpan.FromMilliseconds(50);
        using var run = new SimulatedPollingRun(variant, BusyWorkload, TimeSpan.Zero, window, drainTimeout: TimeSpan.FromSeconds(3));

        var result = run.Execute(CancellationToken.None);

        // A round may straddle each end of the window, hence the two extra rounds.
        var roundsAtMost = (result.Window / BusyWorkload.PollInterval) + 2;
        result.PollsInWindow.Should().BeLessThanOrEqualTo((long)(BusyWorkload.Connections * roundsAtMost));
        result.HandledTotal.Should().Be(result.Offered, "the polls found every message, during the window or the drain");
        run.Counters.Polls.Should().BeGreaterThan(result.Offered);
    }
}
