using StockPrices.CompiledAs;
using RuntimeAsyncShapes = StockPrices.CompiledAs.RuntimeAsync;
using StateMachineShapes = StockPrices.CompiledAs.StateMachine;

namespace StockPrices.Tests.CompilationModes;

/// <summary>
/// AsyncLocal values, carried by the ExecutionContext, across an async method's boundary, compiled as a state machine
/// and as runtime async, side by side: a caller's value flows into the method and across its suspension, and what
/// the method sets stays inside it.
/// </summary>
[TestFixture(TypeArgs = [typeof(StateMachineShapes.ContextFlow)], TestName = "ContextFlowTests(StateMachine)")]
[TestFixture(TypeArgs = [typeof(RuntimeAsyncShapes.ContextFlow)], TestName = "ContextFlowTests(RuntimeAsync)")]
public class ContextFlowTests<TShapes>
    where TShapes : IContextFlow
{
    private readonly AsyncLocal<int> _local = new();

    [Test]
    public async Task CallersValue_FlowsIntoTheMethodAndAcrossItsSuspension()
    {
        _local.Value = 42;

        var seen = await TShapes.ReadAfterYieldAsync(_local);

        seen.Should().Be(42);
    }

    [Test]
    public async Task ValueSetByAnAwaitedMethod_IsSeenByItsCallerAsExpected()
    {
        _local.Value = 1;

        var seenByCaller = await TShapes.ValueAfterAwaitingSetAsync(_local, 2);

        seenByCaller.Should().Be(CompiledMode.Expected(typeof(TShapes)).CallerSeesAsyncLocalSetByAwaitedMethod ? 2 : 1);
    }

    [Test]
    public async Task ValueSetByAnAwaitedMethod_IsNotSeenByTheSynchronousCaller()
    {
        _local.Value = 1;

        await TShapes.SetAsync(_local, 2);

        _local.Value.Should().Be(1);
    }
}
