using Concurrency.Polling;

namespace StockPrices.Tests.Concurrency.Polling;

public class PollingWorkloadTests
{
    private static readonly PollingWorkload Valid = PollingWorkload.Seed000;

    [Test]
    public void Seed000_OffersOneHundredMessagesPerSecond_AndCapsPollsAtTenThousandPerSecond()
    {
        Valid.OfferedPerSecond.Should().BeApproximately(100, 1e-9);
        Valid.PollsPerSecondCeiling.Should().BeApproximately(10_000, 1e-9);
    }

    [TestCase(0)]
    [TestCase(-1)]
    public void Validate_NoConnections_Throws(int connections) =>
        (Valid with { Connections = connections }).Invoking(w => w.Validate())
            .Should().Throw<ArgumentOutOfRangeException>().WithParameterName(nameof(PollingWorkload.Connections));

    [TestCase(-0.01)]
    [TestCase(1.01)]
    [TestCase(double.NaN)]
    public void Validate_ProbabilityOutsideZeroToOne_Throws(double probability) =>
        (Valid with { DataProbability = probability }).Invoking(w => w.Validate())
            .Should().Throw<ArgumentOutOfRangeException>().WithParameterName(nameof(PollingWorkload.DataProbability));

    [Test]
    public void Validate_NegativeHandlingCost_Throws() =>
        (Valid with { HandlingCost = TimeSpan.FromMilliseconds(-1) }).Invoking(w => w.Validate())
            .Should().Throw<ArgumentOutOfRangeException>().WithParameterName(nameof(PollingWorkload.HandlingCost));

    [Test]
    public void ArrivalSchedule_SameSeed_GivesTheSameArrivals()
    {
        var first = new ArrivalSchedule(Valid);
        var second = new ArrivalSchedule(Valid);

        var firstArrivals = Enumerable.Range(0, 100).Select(_ => first.Next()).ToList();
        var secondArrivals = Enumerable.Range(0, 100).Select(_ => second.Next()).ToList();

        secondArrivals.Should().Equal(firstArrivals);
        firstArrivals.Select(a => a.Due).Should().BeInAscendingOrder();
        firstArrivals.Should().OnlyContain(a => a.Connection >= 0 && a.Connection < Valid.Connections);
    }

    [Test]
    public void ArrivalSchedule_ZeroProbability_NeverOffersAnything() =>
        new ArrivalSchedule(Valid with { DataProbability = 0 }).Next().Due.Should().Be(TimeSpan.MaxValue);
}
