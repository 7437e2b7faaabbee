using StockPrices.Results;

namespace StockPrices.Tests.Reporting.Results;

/// <summary>A published run holds exactly the benchmark cases its arguments select: none missing, none extra.</summary>
public sealed class BenchmarkSetComparisonTests
{
    [Test]
    public void TheSameCasesInAnotherOrderAreTheExpectedSet() =>
        BenchmarkSetComparison.WhyNotTheSame(["A.M: DefaultJob", "B.M: DefaultJob"], ["B.M: DefaultJob", "A.M: DefaultJob"]).Should().BeNull();

    [Test]
    public void ACaseThatDidNotRunIsNamed() =>
        BenchmarkSetComparison.WhyNotTheSame(["A.M: DefaultJob", "B.M: DefaultJob"], ["A.M: DefaultJob"])
            .Should().Be("1 of the 2 expected benchmark cases did not run (B.M: DefaultJob)");

    [Test]
    public void ACaseOfAnotherJobIsBothMissingAndUnexpected() =>
        BenchmarkSetComparison.WhyNotTheSame(["A.M: DefaultJob"], ["A.M: Job-ABC(IterationCount=1)"])
            .Should().Be("1 of the 1 expected benchmark cases did not run (A.M: DefaultJob); 1 benchmark case(s) ran that were not expected (A.M: Job-ABC(IterationCount=1))");
}
