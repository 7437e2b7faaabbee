namespace StockPrices.CompiledAs;

/// <summary>
/// Async methods that complete synchronously, and async callers that await them directly: implemented by
/// <c>StateMachine.SynchronousCompletion</c> and <c>RuntimeAsync.SynchronousCompletion</c>, one source (Shapes/)
/// compiled both ways, so that generic code calls either without a delegate in between.
/// </summary>
public interface ISynchronousCompletion
{
    static abstract Task CompleteAsync();

    static abstract Task<T> ReturnAsync<T>(T value);

    static abstract ValueTask<T> ReturnValueTaskAsync<T>(T value);

    static abstract Task<T> ReturnNotInlinedAsync<T>(T value);

    static abstract Task AwaitCompleteAsync(int calls);

    static abstract Task<T?> AwaitReturnNotInlinedAsync<T>(int calls, T value);

    static abstract Task<T?> AwaitReturnAsync<T>(int calls, T value);

    static abstract Task<T?> AwaitReturnValueTaskAsync<T>(int calls, T value);
}
