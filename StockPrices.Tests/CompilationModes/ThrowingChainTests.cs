using StockPrices.CompiledAs;
using StockPrices.Tests.RuntimeBehavior;
using RuntimeAsyncShapes = StockPrices.CompiledAs.RuntimeAsync;
using StateMachineShapes = StockPrices.CompiledAs.StateMachine;

namespace StockPrices.Tests.CompilationModes;

/// <summary>
/// An exception thrown three frames down an async chain, compiled as a state machine and as runtime async, side by
/// side: what it allocates and what its stack trace shows. A state machine stores the exception in its task at each
/// frame and throws it again at the next await; runtime async lets it unwind.
/// </summary>
[TestFixture(TypeArgs = [typeof(StateMachineShapes.ThrowingChain)], TestName = "ThrowingChainTests(StateMachine)")]
[TestFixture(TypeArgs = [typeof(RuntimeAsyncShapes.ThrowingChain)], TestName = "ThrowingChainTests(RuntimeAsync)")]
public class ThrowingChainTests<TShapes>
    where TShapes : IThrowingChain
{
    [Test]
    public void StackTrace_NamesTheThreeFramesInnermostFirst()
    {
        var trace = TShapes.CatchFromThirdFrameAsync().GetAwaiter().GetResult().StackTrace!;

        var positions = new[] { nameof(TShapes.ThirdFrameAsync), nameof(TShapes.SecondFrameAsync), nameof(TShapes.FirstFrameAsync) }
            .Select(frame => trace.IndexOf(frame, StringComparison.Ordinal));

        positions.Should().NotContain(-1).And.BeInAscendingOrder();
    }

    [Test]
    public void ExceptionThreeFramesDown_BytesPerThrow() =>
        AllocationMeter.BytesPerSynchronousCall(() => TShapes.CatchFromThirdFrameAsync().GetAwaiter().GetResult() is null ? 1m : 0m, calls: 200)
            .Should().Be(CompiledMode.Expected(typeof(TShapes)).ExceptionThreeFramesDownBytes);
}
