using StockPrices.Reporting;
using StockPrices.Results;

namespace StockPrices.Tests.Reporting;

/// <summary>A run is called quiet only when its recorded 1-minute load average was below the threshold at both ends.</summary>
public class LoadAverageTests
{
    [Test]
    public void A_run_below_the_threshold_at_start_and_end_is_quiet() =>
        LoadAverage.IsQuiet("0.10 2.00 3.00", "0.40 1.00 2.00").Should().BeTrue();

    [TestCase("0.10 0.10 0.10", "0.50 0.10 0.10")]
    [TestCase("3.90 0.10 0.10", "0.10 0.10 0.10")]
    [TestCase("0.10 0.10 0.10", null)]
    [TestCase("unknown", "0.10 0.10 0.10")]
    public void A_run_at_or_above_the_threshold_or_without_a_record_is_not_quiet(string? atStart, string? atEnd) =>
        LoadAverage.IsQuiet(atStart, atEnd).Should().BeFalse();
}
