using System.Runtime.CompilerServices;
using StockPrices.CompiledAs;
using StockPrices.Suspension;
using RuntimeAsyncShapes = StockPrices.CompiledAs.RuntimeAsync;
using StateMachineShapes = StockPrices.CompiledAs.StateMachine;

namespace StockPrices.Benchmarks.Paired;

/// <summary>
/// The sides of the comparisons of runtime async against the state machine: the same source (StockPrices/CompiledAs/Shapes)
/// compiled both ways, in one process, each side an async caller that awaits its own mode's method directly. Kept out of
/// <see cref="PairedComparisons"/> and never inlined into it, because a runtime that does not run runtime-async methods must
/// not meet StockPrices.RuntimeAsync's types while it compiles the other comparisons.
/// </summary>
internal static class CompilationModeSides
{
    /// <summary>Outside every task cache, so that the state machine's builder allocates a task for each result.</summary>
    private const int UncachedValue = 1_000;

    [MethodImpl(MethodImplOptions.NoInlining)]
    public static (PairedSide Baseline, PairedSide Candidate) CompletingSynchronously(bool inlinable) =>
        (CompletingSynchronously<StateMachineShapes.SynchronousCompletion>(inlinable),
         CompletingSynchronously<RuntimeAsyncShapes.SynchronousCompletion>(inlinable));

    [MethodImpl(MethodImplOptions.NoInlining)]
    public static (PairedSide Baseline, PairedSide Candidate) Suspending(int depth, SameThreadResumeSource source) =>
        (Suspending<StateMachineShapes.SuspendingChain>(depth, source),
         Suspending<RuntimeAsyncShapes.SuspendingChain>(depth, source));

    /// <summary>Each side's loop is its own lambda, so that neither is compiled with the other's callee in mind.</summary>
    private static PairedSide CompletingSynchronously<TShapes>(bool inlinable)
        where TShapes : ISynchronousCompletion => inlinable
        ? new(calls => TShapes.AwaitReturnAsync(calls, UncachedValue).GetAwaiter().GetResult() % 1000, OnCallingThread: true)
        : new(calls => TShapes.AwaitReturnNotInlinedAsync(calls, UncachedValue).GetAwaiter().GetResult() % 1000, OnCallingThread: true);

    private static PairedSide Suspending<TShapes>(int depth, SameThreadResumeSource source)
        where TShapes : ISuspendingChain =>
        new(calls => SuspendingCallers.ResumeEach(source, calls, TShapes.AwaitEachSourceChainAsync(calls, depth, source)) % 1000, OnCallingThread: true);
}
