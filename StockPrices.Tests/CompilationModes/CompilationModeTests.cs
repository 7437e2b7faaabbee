using StockPrices.Runtimes;
using RuntimeAsyncShapes = StockPrices.CompiledAs.RuntimeAsync;
using StateMachineShapes = StockPrices.CompiledAs.StateMachine;

namespace StockPrices.Tests.CompilationModes;

/// <summary>
/// The same source (StockPrices/CompiledAs/Shapes) is in this process twice: in the StockPrices library as state
/// machines and in StockPrices.RuntimeAsync as runtime-async methods. These tests prove each copy is what its name says.
/// </summary>
public class CompilationModeTests
{
    private static readonly Type[] StateMachineCopies =
        [typeof(StateMachineShapes.SynchronousCompletion), typeof(StateMachineShapes.SuspendingChain), typeof(StateMachineShapes.ContextFlow), typeof(StateMachineShapes.ThrowingChain)];

    private static readonly Type[] RuntimeAsyncCopies =
        [typeof(RuntimeAsyncShapes.SynchronousCompletion), typeof(RuntimeAsyncShapes.SuspendingChain), typeof(RuntimeAsyncShapes.ContextFlow), typeof(RuntimeAsyncShapes.ThrowingChain)];

    [TestCaseSource(nameof(StateMachineCopies))]
    public void StateMachineCopy_EveryAsyncMethodIsAStateMachine(Type shapes) =>
        CompiledMode.AsyncMethods(shapes).Select(CompiledMode.Of).Should().OnlyContain(mode => mode == CompilationMode.StateMachine);

    [TestCaseSource(nameof(RuntimeAsyncCopies))]
    public void RuntimeAsyncCopy_EveryAsyncMethodWithoutACustomBuilderIsRuntimeAsync(Type shapes) =>
        CompiledMode.AsyncMethods(shapes).Where(method => !CompiledMode.HasCustomBuilder(method)).Select(CompiledMode.Of)
            .Should().NotBeEmpty().And.OnlyContain(mode => mode == CompilationMode.RuntimeAsync);

    [Test]
    public void RuntimeAsyncCopy_APooledBuilderMethod_IsRuntimeAsyncTheBuilderAttributeIgnored()
    {
        var pooled = typeof(RuntimeAsyncShapes.SuspendingChain).GetMethod(nameof(RuntimeAsyncShapes.SuspendingChain.PooledAwaitSourceAsync))!;

        CompiledMode.Of(pooled).Should().Be(CompilationMode.RuntimeAsync);
    }

    [Test]
    public void AnExceptionThreeFramesDown_HasTheSameStackTraceInBothModes()
    {
        var stateMachine = StateMachineShapes.ThrowingChain.CatchFromThirdFrameAsync().GetAwaiter().GetResult().StackTrace;
        var runtimeAsync = RuntimeAsyncShapes.ThrowingChain.CatchFromThirdFrameAsync().GetAwaiter().GetResult().StackTrace;

        runtimeAsync.Should().Be(stateMachine!.Replace(".StateMachine.", ".RuntimeAsync.", StringComparison.Ordinal));
    }
}
