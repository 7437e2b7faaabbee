using StockPrices.Reporting.Paired;

namespace StockPrices.Tests.Reporting.Paired;

public class PairedComparisonsTests
{
    [Test]
    public void OnDotNet10WithoutItsRuntimeAsyncSwitch_QuickLeavesOutExactlyTheComparisonsOfRuntimeAsync()
    {
        Environment.Version.Major.Should().Be(10, "this test's build runs on .NET 10");
        Environment.GetEnvironmentVariable("DOTNET_RuntimeAsync").Should().NotBe("1", "runtime async is not switched on");

        PairedComparisons.All.Except(PairedComparisons.OnThisRuntime).Select(comparison => comparison.Id).Should().BeEquivalentTo(
        [
            PairedComparisonId.RuntimeAsyncVsStateMachineCompletingSynchronously,
            PairedComparisonId.RuntimeAsyncVsStateMachineCompletingSynchronouslyInlinable,
            PairedComparisonId.RuntimeAsyncVsStateMachineSuspendingOneFrame,
            PairedComparisonId.RuntimeAsyncVsStateMachineSuspendingEightFrames,
        ]);
    }
}
