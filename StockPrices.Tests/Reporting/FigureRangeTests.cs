using System.Globalization;
using StockPrices.Reporting;
using StockPrices.Reporting.Figures;

namespace StockPrices.Tests.Reporting;

/// <summary>How the docs quote a figure over independent runs: the median and the median absolute deviation, as a share of it.</summary>
public class FigureRangeTests
{
    private static string Two(double value) => value.ToString("0.00", CultureInfo.InvariantCulture);

    [Test]
    public void TheSpreadIsTheMedianAbsoluteDeviationAsAShareOfTheMedian() =>
        FigureRange.Of([1.90, 2.00, 1.96, 1.94, 1.98], Two, "×").Should().Be("1.96× ±1.0%");

    [Test]
    public void RunsStraddlingARoundingBoundaryShowASpreadBelowTheShownPrecisionRatherThanZero() =>
        FigureRange.Of([0.29499, 0.29501, 0.29502], Two, "×").Should().Be("0.30× ±<0.1%");

    [Test]
    public void OneSlowRunMovesNeitherTheMedianNorTheSpread() =>
        FigureRange.Of([1.90, 5.00, 1.96, 1.94, 1.98], Two, "×").Should().Be(FigureRange.Of([1.90, 2.00, 1.96, 1.94, 1.98], Two, "×"));

    [Test]
    public void RunsThatAgreeAtTheShownPrecisionAreOneValue() =>
        FigureRange.Of([80.1, 79.9, 80.0], v => Math.Round(v).ToString("0", CultureInfo.InvariantCulture), " B").Should().Be("80 B");

    [Test]
    public void ASpreadOfTenPercentOrMoreHasNoDecimal() =>
        FigureRange.Of([1.0, 2.0, 1.5], Two, "×").Should().Be("1.50× ±33%");

    [Test]
    public void NoRunIsRefused()
    {
        var act = () => FigureRange.Of([], Two);

        act.Should().Throw<ArgumentException>();
    }
}
