using System.Threading.Channels;
using BenchmarkDotNet.Attributes;
using StockPrices.Beyond;

namespace StockPrices.Benchmarks.Beyond;

/// <summary>
/// Question 9: what does an item of an <see cref="IAsyncEnumerable{T}"/> cost against an <see cref="IEnumerable{T}"/>
/// iterator (the baseline) and a <see cref="Channel"/> reader? Each invocation consumes
/// <see cref="BenchmarkShape.AwaitsPerInvoke"/> items: from a synchronous iterator, from an async iterator that never
/// awaits, from one that suspends once per item (both shapes), and from an unbounded channel filled beforehand by the
/// same invocation. Times and bytes per item.
/// </summary>
[MemoryDiagnoser]
[ThreadingDiagnoser]
public class AsyncEnumerablePerItem
{
    private const int Items = BenchmarkShape.AwaitsPerInvoke;

    [Benchmark(Baseline = true, OperationsPerInvoke = Items)]
    [BenchmarkCategory(BeyondVariants.Enumerable, BenchmarkShape.CompletesSynchronously)]
    public int Enumerable()
    {
        var sum = 0;
        foreach (var item in Produce())
        {
            sum += item;
        }

        return sum;
    }

    [Benchmark(OperationsPerInvoke = Items)]
    [BenchmarkCategory(BeyondVariants.AsyncEnumerable, BenchmarkShape.CompletesSynchronously)]
    public async Task<int> AsyncEnumerable_CompletesSynchronously()
    {
        var sum = 0;
        await foreach (var item in ProduceAsync(yieldEachItem: false))
        {
            sum += item;
        }

        return sum;
    }

    [Benchmark(OperationsPerInvoke = Items)]
    [BenchmarkCategory(BeyondVariants.AsyncEnumerable, BenchmarkShape.AsyncAllTheWay, BenchmarkShape.TaskYield)]
    public async Task<int> AsyncEnumerable_Yield_AsyncAllTheWay()
    {
        var sum = 0;
        await foreach (var item in ProduceAsync(yieldEachItem: true))
        {
            sum += item;
        }

        return sum;
    }

    /// <summary>Blocks on every item: an async iterator's ValueTask needs <c>AsTask()</c> to be waited on.</summary>
    [Benchmark(OperationsPerInvoke = Items)]
    [BenchmarkCategory(BeyondVariants.AsyncEnumerable, BenchmarkShape.CallerBlocks, BenchmarkShape.TaskYield)]
    public int AsyncEnumerable_Yield_CallerBlocks()
    {
        var sum = 0;
        var items = ProduceAsync(yieldEachItem: true).GetAsyncEnumerator();
        try
        {
            while (items.MoveNextAsync().AsTask().GetAwaiter().GetResult())
            {
                sum += items.Current;
            }
        }
        finally
        {
            items.DisposeAsync().AsTask().GetAwaiter().GetResult();
        }

        return sum;
    }

    [Benchmark(OperationsPerInvoke = Items)]
    [BenchmarkCategory(BeyondVariants.ChannelReader, BenchmarkShape.CompletesSynchronously)]
    public async Task<int> ChannelReader_ReadAllAsync()
    {
        var channel = Channel.CreateUnbounded<int>(new UnboundedChannelOptions { SingleReader = true, SingleWriter = true });
        foreach (var item in Produce())
        {
            channel.Writer.TryWrite(item);
        }

        channel.Writer.Complete();
        var sum = 0;
        await foreach (var item in channel.Reader.ReadAllAsync())
        {
            sum += item;
        }

        return sum;
    }

    private static IEnumerable<int> Produce()
    {
        for (var i = 0; i < Items; i++)
        {
            yield return i;
        }
    }

    private static async IAsyncEnumerable<int> ProduceAsync(bool yieldEachItem)
    {
        for (var i = 0; i < Items; i++)
        {
            if (yieldEachItem)
            {
                await Task.Yield();
            }

            yield return i;
        }
    }
}
