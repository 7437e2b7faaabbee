using StockPrices.Reporting.Article;
using StockPrices.Reporting.BenchmarkResults;

namespace StockPrices.Tests.Reporting.Article;

public class CategorySelectionTests
{
    private static readonly BenchmarkSummary Summary = new("Sample", "0.14.0", ".NET 10",
    [
        Row("Blocks", StockPriceVariants.Task, BenchmarkShape.CallerBlocks),
        Row("AllTheWay", StockPriceVariants.Task, BenchmarkShape.AsyncAllTheWay),
        Row("PooledAllTheWay", StockPriceVariants.PooledValueTask, BenchmarkShape.AsyncAllTheWay),
    ]);

    [Test]
    public void Row_VariantAndShape_FindsTheOneBenchmarkCarryingBoth() =>
        Summary.Row(StockPriceVariants.Task, BenchmarkShape.AsyncAllTheWay).Method.Should().Be("AllTheWay");

    [Test]
    public void Row_CategoriesSharedByTwoBenchmarks_Throws() =>
        Summary.Invoking(s => s.Row(BenchmarkShape.AsyncAllTheWay)).Should().Throw<KeyNotFoundException>().WithMessage("*2 benchmarks*");

    private static BenchmarkResult Row(string method, params string[] categories) =>
        new("Sample", method, "Sample." + method, false, categories, 15, 1, 1, 0, null, new Dictionary<string, double>());
}
