using System.Diagnostics;
using System.Runtime.CompilerServices;

using StockPrices.CompiledAs;

#if RUNTIME_ASYNC
namespace StockPrices.CompiledAs.RuntimeAsync;
#else
namespace StockPrices.CompiledAs.StateMachine;
#endif

/// <summary>
/// An exception thrown three frames down an async chain, by a frame that has not suspended, and caught by the
/// outermost caller. Named frames, not recursion, so that a stack trace shows which frames it crossed. Compiled twice,
/// as <see cref="SynchronousCompletion"/> is.
/// </summary>
public sealed class ThrowingChain : IThrowingChain
{
    private ThrowingChain()
    {
    }

    /// <summary>Awaits the three-frame chain and returns the exception it threw.</summary>
    public static async Task<InvalidOperationException> CatchFromThirdFrameAsync()
    {
        try
        {
            await FirstFrameAsync().ConfigureAwait(false);
        }
        catch (InvalidOperationException thrown)
        {
            return thrown;
        }

        throw new UnreachableException("The third frame always throws.");
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    public static async Task<int> FirstFrameAsync() => await SecondFrameAsync().ConfigureAwait(false) + 1;

    [MethodImpl(MethodImplOptions.NoInlining)]
    public static async Task<int> SecondFrameAsync() => await ThirdFrameAsync().ConfigureAwait(false) + 1;

#pragma warning disable CS1998 // throws before any await, as most failures do
    [MethodImpl(MethodImplOptions.NoInlining)]
    public static async Task<int> ThirdFrameAsync() => throw new InvalidOperationException("thrown three frames down");
#pragma warning restore CS1998
}
