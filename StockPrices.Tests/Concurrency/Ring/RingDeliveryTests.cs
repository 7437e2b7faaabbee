using System.Diagnostics;
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
        var outcome = await HangLimit.RunAsync(Patience, token => RingRunner.RunAsync(ring, nodes: 7, messages: 200, token));

        outcome.Delivered.Should().Be(200);
        outcome.Misdelivered.Should().Be(0);
        outcome.HopsCounted.Should().Be(7 * 200);
    }

    [TestCaseSource(nameof(Rings))]
    public async Task Delivers_a_single_message_round_the_smallest_ring(IRing ring)
    {
        var outcome = await HangLimit.RunAsync(Patience, token => RingRunner.RunAsync(ring, nodes: 2, messages: 1, token));

        outcome.IsComplete.Should().BeTrue();
        outcome.HopsCounted.Should().Be(2);
    }

    [TestCaseSource(nameof(Rings))]
    public async Task Reports_setup_then_messaging_as_consecutive_parts_of_a_run_no_longer_than_the_caller_waited_for(IRing ring)
    {
        var outside = Stopwatch.StartNew();

        var outcome = await HangLimit.RunAsync(Patience, token => RingRunner.RunAsync(ring, nodes: 3, messages: 20, token));

        outside.Stop();
        outcome.Setup.Should().BePositive("the ring marks itself ready once its nodes exist, before the first message");
        outcome.Messaging.Should().BePositive();
        (outcome.Setup + outcome.Messaging).Should().BeLessThanOrEqualTo(outcome.Total, "setup and messaging follow each other inside the run");
        outcome.Total.Should().BeLessThanOrEqualTo(outside.Elapsed);
    }
}
