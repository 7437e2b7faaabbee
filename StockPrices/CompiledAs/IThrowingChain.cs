namespace StockPrices.CompiledAs;

/// <summary>An exception thrown three frames down an async chain; compiled both ways (see <see cref="ISynchronousCompletion"/>).</summary>
public interface IThrowingChain
{
    static abstract Task<InvalidOperationException> CatchFromThirdFrameAsync();

    static abstract Task<int> FirstFrameAsync();

    static abstract Task<int> SecondFrameAsync();

    static abstract Task<int> ThirdFrameAsync();
}
