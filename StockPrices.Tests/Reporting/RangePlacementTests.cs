using StockPrices.Reporting.Comparison;

namespace StockPrices.Tests.Reporting;

public class RangePlacementTests
{
    [TestCase(100, 0, "inside")]
    [TestCase(80, 0, "inside")]
    [TestCase(110, 0.1, "10% above")]
    [TestCase(60, -0.25, "25% below")]
    public void AValue_IsPlacedAgainstTheNearerEnd(double value, double outside, string where)
    {
        var placement = new RangePlacement(value, 80, 100);

        placement.Outside.Should().BeApproximately(outside, 1e-9);
        placement.Where.Should().Be(where);
        placement.IsInside.Should().Be(outside == 0);
    }

    [Test]
    public void WithinTenPercentOutside_IsClose_AndBeyondIsNot()
    {
        new RangePlacement(109, 80, 100).IsClose.Should().BeTrue();
        new RangePlacement(72, 80, 100).IsClose.Should().BeTrue();
        new RangePlacement(111, 80, 100).IsClose.Should().BeFalse();
        new RangePlacement(71, 80, 100).IsClose.Should().BeFalse();
    }

    [Test]
    public void AboveARangeOfZeros_IsAboveByNoShare()
    {
        var placement = new RangePlacement(1, 0, 0);

        placement.IsClose.Should().BeFalse();
        placement.Where.Should().Be("above");
    }
}
