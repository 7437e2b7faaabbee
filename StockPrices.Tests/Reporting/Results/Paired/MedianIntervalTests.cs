using StockPrices.Results.Paired;

namespace StockPrices.Tests.Reporting.Results.Paired;

public class MedianIntervalTests
{
    [TestCase(5, 0)]
    [TestCase(6, 1)]
    [TestCase(10, 2)]
    [TestCase(20, 6)]
    [TestCase(100, 40)]
    public void LowerRank_At95_IsTheBinomialTablesRank(int n, int rank) =>
        MedianInterval.LowerRank(n, 0.025).Should().Be(rank);

    [Test]
    public void Of_TenValues_SpansTheSecondToTheNinthSmallest()
    {
        var interval = MedianInterval.Of([10, 3, 8, 1, 7, 2, 9, 4, 6, 5]);

        interval.Should().Be(new MedianInterval(5.5, 2, 9));
    }

    [Test]
    public void Of_FiveValues_HasNoInterval() =>
        MedianInterval.Of([1, 2, 3, 4, 5]).Should().BeNull();

    [Test]
    public void Of_ElevenValues_TheMedianIsTheMiddleValue() =>
        MedianInterval.Of([11, 1, 10, 2, 9, 3, 8, 4, 7, 5, 6])!.Value.Median.Should().Be(6);

    [Test]
    public void Overlaps_TouchingIntervals_Overlap() =>
        new MedianInterval(1, 0.9, 1.1).Overlaps(new MedianInterval(1.2, 1.1, 1.3)).Should().BeTrue();

    [Test]
    public void Overlaps_SeparateIntervals_DoNotOverlap() =>
        new MedianInterval(1, 0.9, 1.1).Overlaps(new MedianInterval(1.3, 1.2, 1.4)).Should().BeFalse();
}
