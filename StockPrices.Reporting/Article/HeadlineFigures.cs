using V = StockPrices.StockPriceVariants;

namespace StockPrices.Reporting.Article;

/// <summary>The article suite's figures in the README's headline, each defined once for the headline and for the check.</summary>
public static class HeadlineFigures
{
    public static readonly HeadlineFigure AsyncTaskVsSync = new("async-task-vs-sync", FigureUnit.Ratio, f => f.AsyncTaskVsSync);

    public static readonly HeadlineFigure AsyncTaskBytes = new("async-task-bytes", FigureUnit.Bytes, f => f.AsyncTaskBytes);

    public static readonly HeadlineFigure AsyncMethodAdds = new("async-method-adds", FigureUnit.Time, f => f.AsyncAddsNanoseconds(SyncCompletionBody.ReturnField));

    public static readonly HeadlineFigure ValueTaskVsSync = new("valuetask-vs-sync", FigureUnit.Ratio, f => f.ValueTaskVsSync);

    public static readonly HeadlineFigure ValueTaskBytes = new("valuetask-bytes", FigureUnit.Bytes, f => f.ValueTaskBytes);

    public static readonly HeadlineFigure OptimizedVsSync = new("optimized-vs-sync", FigureUnit.Ratio, f => f.OptimizedVsSync);

    public static readonly HeadlineFigure OptimizedBytes = new("optimized-bytes", FigureUnit.Bytes, f => f.OptimizedBytes);

    public static readonly HeadlineFigure TaskPerAwait = new("task-per-suspending-call", FigureUnit.Time, f => f.AsyncAllTheWay(V.Task).MedianNanoseconds);

    public static readonly HeadlineFigure TaskBytesPerAwait = new("task-bytes-per-suspending-call", FigureUnit.Bytes, f => f.AsyncAllTheWay(V.Task).AllocatedBytesPerOperation ?? double.NaN);

    public static readonly HeadlineFigure CallerBlocks = new("caller-blocks", FigureUnit.Time, f => f.CallerBlocks(V.Task).MeanNanoseconds);

    public static readonly HeadlineFigure PooledPerAwait = new("pooled-per-suspending-call", FigureUnit.Time, f => f.AsyncAllTheWay(V.PooledValueTask).MedianNanoseconds);

    public static readonly HeadlineFigure PooledBytesPerAwait = new("pooled-bytes-per-suspending-call", FigureUnit.Bytes, f => f.AsyncAllTheWay(V.PooledValueTask).AllocatedBytesPerOperation ?? double.NaN);

    public static readonly HeadlineFigure ValueTaskBytesPerAwait = new("valuetask-bytes-per-suspending-call", FigureUnit.Bytes, f => f.AsyncAllTheWay(V.ValueTask).AllocatedBytesPerOperation ?? double.NaN);

    public static readonly IReadOnlyList<HeadlineFigure> All =
    [
        AsyncTaskVsSync, AsyncTaskBytes, AsyncMethodAdds, ValueTaskVsSync, ValueTaskBytes, OptimizedVsSync, OptimizedBytes,
        TaskPerAwait, TaskBytesPerAwait, CallerBlocks, PooledPerAwait, PooledBytesPerAwait, ValueTaskBytesPerAwait,
    ];
}
