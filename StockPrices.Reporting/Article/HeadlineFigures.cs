using V = StockPrices.StockPriceVariants;

namespace StockPrices.Reporting.Article;

/// <summary>The article suite's figures in the README's headline, each defined once for the headline and for the check.</summary>
public static class HeadlineFigures
{
    public static readonly HeadlineFigure AsyncTaskVsSync = new("`async Task<T>` completing synchronously, over sync", FigureUnit.Ratio, f => f.AsyncTaskVsSync);

    public static readonly HeadlineFigure AsyncTaskBytes = new("the same, bytes per call", FigureUnit.Bytes, f => f.AsyncTaskBytes);

    public static readonly HeadlineFigure AsyncMethodAdds = new("what the async method itself adds", FigureUnit.Time, f => f.AsyncAddsNanoseconds(SyncCompletionBody.ReturnField));

    public static readonly HeadlineFigure ValueTaskVsSync = new("`async ValueTask<T>` completing synchronously, over sync", FigureUnit.Ratio, f => f.ValueTaskVsSync);

    public static readonly HeadlineFigure ValueTaskBytes = new("the same, bytes per call", FigureUnit.Bytes, f => f.ValueTaskBytes);

    public static readonly HeadlineFigure OptimizedVsSync = new("hand-optimised fast path, over sync", FigureUnit.Ratio, f => f.OptimizedVsSync);

    public static readonly HeadlineFigure OptimizedBytes = new("the same, bytes per call", FigureUnit.Bytes, f => f.OptimizedBytes);

    public static readonly HeadlineFigure TaskPerAwait = new("one await, async all the way (`Task`, median)", FigureUnit.Time, f => f.AsyncAllTheWay(V.Task).MedianNanoseconds);

    public static readonly HeadlineFigure TaskBytesPerAwait = new("the same, bytes per await", FigureUnit.Bytes, f => f.AsyncAllTheWay(V.Task).AllocatedBytesPerOperation ?? double.NaN);

    public static readonly HeadlineFigure CallerBlocks = new("the same with the caller blocked (`Task`, mean)", FigureUnit.Time, f => f.CallerBlocks(V.Task).MeanNanoseconds);

    public static readonly HeadlineFigure PooledPerAwait = new("one await, async all the way (pooled `ValueTask`, median)", FigureUnit.Time, f => f.AsyncAllTheWay(V.PooledValueTask).MedianNanoseconds);

    public static readonly HeadlineFigure PooledBytesPerAwait = new("the same, bytes per await", FigureUnit.Bytes, f => f.AsyncAllTheWay(V.PooledValueTask).AllocatedBytesPerOperation ?? double.NaN);

    public static readonly HeadlineFigure ValueTaskBytesPerAwait = new("unpooled `ValueTask`, bytes per await", FigureUnit.Bytes, f => f.AsyncAllTheWay(V.ValueTask).AllocatedBytesPerOperation ?? double.NaN);

    public static readonly IReadOnlyList<HeadlineFigure> All =
    [
        AsyncTaskVsSync, AsyncTaskBytes, AsyncMethodAdds, ValueTaskVsSync, ValueTaskBytes, OptimizedVsSync, OptimizedBytes,
        TaskPerAwait, TaskBytesPerAwait, CallerBlocks, PooledPerAwait, PooledBytesPerAwait, ValueTaskBytesPerAwait,
    ];
}
