using StockPrices;

namespace StockPrices.Tests.StockPrices;

/// <summary>
/// A source whose loads finish only when the test says so: it counts the loads started, and each load
/// waits on its own gate, which the test opens with the generated quotes or with an exception.
/// </summary>
internal sealed class GatedStockPriceSource : IStockPriceSource
{
    private readonly List<TaskCompletionSource<List<StockQuote>>> _loads = [];

    public int LoadCount
    {
        get
        {
            lock (_loads)
            {
                return _loads.Count;
            }
        }
    }

    public Task<List<StockQuote>> LoadPricesAsync(CancellationToken cancellationToken)
    {
        // Continuations run on the thread pool, not inside CompleteLoad: the waiting callers resume as they would after real I/O.
        var load = new TaskCompletionSource<List<StockQuote>>(TaskCreationOptions.RunContinuationsAsynchronously);
        lock (_loads)
        {
            _loads.Add(load);
        }

        return load.Task;
    }

    /// <summary>Finishes load number <paramref name="index"/> (from 0) with the simulated source's quotes.</summary>
    public void CompleteLoad(int index) => Load(index).SetResult(StockPriceCaches.GeneratedQuotes());

    /// <summary>Fails load number <paramref name="index"/> (from 0).</summary>
    public void FailLoad(int index, Exception exception) => Load(index).SetException(exception);

    private TaskCompletionSource<List<StockQuote>> Load(int index)
    {
        lock (_loads)
        {
            return _loads[index];
        }
    }
}
