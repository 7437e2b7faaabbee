using StockPrices.Results;

namespace StockPrices.Tests.Reporting.Results;

public sealed class MedianTests
{
    [Test]
    public void OfAnOddCount_IsTheMiddleValue() => Median.Of([9, 1, 4]).Should().Be(4);

    [Test]
    public void OfAnEvenCount_IsTheMeanOfTheMiddleTwo() => Median.Of([9, 1, 4, 6]).Should().Be(5);

    [Test]
    public void OfNoValues_IsRefused() => FluentActions.Invoking(() => Median.Of([])).Should().Throw<ArgumentOutOfRangeException>();
}
