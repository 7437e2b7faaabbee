using Concurrency.Ring;

namespace StockPrices.Tests.Concurrency.Ring;

/// <summary>Node n's check catches every way a ring can go wrong, so the delivery tests can fail.</summary>
[TestFixture]
public class RingRunTests
{
    [Test]
    public void Counts_a_message_delivered_in_sequence_after_passing_every_node_as_delivered()
    {
        var run = new RingRun(nodes: 3, messages: 2);

        run.Deliver(new RingMessage(0, 2));
        run.Deliver(new RingMessage(1, 2));

        var outcome = run.Finish();
        outcome.IsComplete.Should().BeTrue();
        run.AllDelivered.IsCompletedSuccessfully.Should().BeTrue();
    }

    [Test]
    public void Counts_a_lost_message_as_misdelivered()
    {
        var run = new RingRun(nodes: 3, messages: 3);

        run.Deliver(new RingMessage(0, 2));
        run.Deliver(new RingMessage(2, 2));

        var outcome = run.Finish();
        outcome.Misdelivered.Should().Be(1);
        outcome.IsComplete.Should().BeFalse();
        run.AllDelivered.IsCompleted.Should().BeFalse();
    }

    [Test]
    public void Counts_a_duplicated_message_as_misdelivered()
    {
        var run = new RingRun(nodes: 3, messages: 2);

        run.Deliver(new RingMessage(0, 2));
        run.Deliver(new RingMessage(0, 2));

        run.Finish().Misdelivered.Should().Be(1);
    }

    [Test]
    public void Counts_messages_out_of_order_as_misdelivered()
    {
        var run = new RingRun(nodes: 3, messages: 2);

        run.Deliver(new RingMessage(1, 2));
        run.Deliver(new RingMessage(0, 2));

        run.Finish().Misdelivered.Should().Be(2);
    }

    [Test]
    public void Counts_a_message_that_skipped_a_node_as_misdelivered()
    {
        var run = new RingRun(nodes: 3, messages: 1);

        run.Deliver(new RingMessage(0, 1));

        run.Finish().Misdelivered.Should().Be(1);
    }

    [TestCase(1, 1)]
    [TestCase(0, 10)]
    [TestCase(2, 0)]
    public void Rejects_a_ring_of_fewer_than_two_nodes_or_no_messages(int nodes, int messages)
    {
        var create = () => new RingRun(nodes, messages);

        create.Should().Throw<ArgumentOutOfRangeException>();
    }

    [Test]
    public void Counts_the_hops_each_message_made_as_node_n_receives_it()
    {
        var run = new RingRun(nodes: 3, messages: 2);

        run.Deliver(new RingMessage(0, 2));
        run.Deliver(new RingMessage(1, 1));

        var outcome = run.Finish();
        outcome.HopsCounted.Should().Be(5);
        outcome.IsComplete.Should().BeFalse();
    }

    [Test]
    public void Splits_the_clock_at_ready_and_at_the_last_delivery()
    {
        var clock = new ManualClock();
        var run = new RingRun(nodes: 2, messages: 1, clock);

        clock.Advance(TimeSpan.FromMilliseconds(5));
        run.MarkReady();
        clock.Advance(TimeSpan.FromMilliseconds(7));
        run.Deliver(new RingMessage(0, 1));
        clock.Advance(TimeSpan.FromMilliseconds(3));
        var outcome = run.Finish();

        outcome.Setup.Should().Be(TimeSpan.FromMilliseconds(5));
        outcome.Messaging.Should().Be(TimeSpan.FromMilliseconds(7));
        outcome.Total.Should().Be(TimeSpan.FromMilliseconds(15));
    }

    [Test]
    public void Runs_the_messaging_clock_to_the_end_when_a_message_never_arrives()
    {
        var clock = new ManualClock();
        var run = new RingRun(nodes: 2, messages: 2, clock);

        run.MarkReady();
        run.Deliver(new RingMessage(0, 1));
        clock.Advance(TimeSpan.FromMilliseconds(4));
        var outcome = run.Finish();

        outcome.Messaging.Should().Be(TimeSpan.FromMilliseconds(4));
        outcome.IsComplete.Should().BeFalse();
    }
}
