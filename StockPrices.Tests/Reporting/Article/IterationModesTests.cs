using StockPrices.Reporting.Article;
using StockPrices.Reporting.BenchmarkResults;

namespace StockPrices.Tests.Reporting.Article;

public class IterationModesTests
{
    [Test]
    public void Of_TwoSeparateGroups_GivesEachGroupsMedianAndSize()
    {
        var modes = IterationModes.Of(WithSamples(300, 310, 320, 900, 910, 920, 930));

        modes.Should().Be(new IterationModes(310, 3, 915, 4));
    }

    [Test]
    public void Of_OneGroup_GivesNoModes() =>
        IterationModes.Of(WithSamples(300, 310, 320, 330, 340, 350)).Should().BeNull();

    private static BenchmarkResult WithSamples(params double[] samples) =>
        new("Sample", "Method", "Sample.Method", false, [], samples.Length, samples.Average(), 0, 0, 0, null, new Dictionary<string, double>())
        {
            Samples = samples,
        };
}
