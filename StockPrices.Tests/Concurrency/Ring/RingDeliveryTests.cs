using Concurrency.Ring;

namespace StockPrices.Tests.Concurrency.Ring;

/// <summary>Every ring delivers exactly m messages to node n, in order, each having passed every node once.</summary>
[TestFixture]
[Parallelizable(ParallelScope.None)]
public class RingDeliveryTests
{
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(20);

    private static IEnumerable<TestCaseData> Rings() =>
        RingCatalog.All(new InProcessNodeSpawner()).Select(ring => new TestCaseData(ring).SetArgDisplayNames(ring.Name));

    [TestCaseSource(nameof(Rings))]
    public async Task Delivers_every_message_to_the_last_node_once_and_in_order(IRing ring)
    {
        using var timeout = new CancellationTokenSource(Patience);

        var outcome = await RingRunner.RunAsync(ring, nodes: 7, messages: 200, timeout.Token);

        outcome.Delivered.Should().Be(200);
        outcome.Misdelivered.Should().Be(0);
    }

    [TestCaseSource(nameof(Rings))]
    public async Task Delivers_a_single_message_round_the_smallest_ring(IRing ring)
    {
        using var timeout = new CancellationTokenSource(Patience);

        var outcome = await RingRunner.RunAsync(ring, nodes: 2, messages: 1, timeout.Token);

        outcome.IsComplete.Should().BeTrue();
        outcome.Hops.Should().Be(2);
    }

    [TestCaseSource(nameof(Rings))]
    public async Task Reports_a_clock_whose_parts_fit_in_the_total(IRing ring)
    {
        using var timeout = new CancellationTokenSource(Patience);

        var outcome = await RingRunner.RunAsync(ring, nodes: 3, messages: 20, timeout.Token);

        outcome.Messaging.Should().BePositive();
        (outcome.Setup + outcome.Messaging).Should().BeLessThanOrEqualTo(outcome.Total);
    }
}
