using System.Threading.Channels;
using BenchmarkDotNet.Attributes;
using StockPrices.Beyond;

namespace StockPrices.Benchmarks.Beyond;

/// <summary>
/// Question 10: what does an item cost through a <see cref="Channel{T}"/>, bounded or unbounded, with
/// <c>SingleReader</c> and <c>SingleWriter</c> on or off? The baseline writes and reads each item on one thread
/// (nothing waits). The others run a producer task and a consumer task on the thread pool and pass
/// <see cref="BenchmarkShape.AwaitsPerInvoke"/> items between them (the consumer waits with
/// <see cref="ChannelReader{T}.WaitToReadAsync"/>, the bounded writer with <see cref="ChannelWriter{T}.WaitToWriteAsync"/>),
/// async all the way; the caller-blocks shape would add one block per thousand items, so it has no row. Times and
/// bytes per item.
/// </summary>
[MemoryDiagnoser]
[ThreadingDiagnoser]
public class ChannelsPerItem
{
    private const int Items = BenchmarkShape.AwaitsPerInvoke;
    private const int Capacity = 16;
    private readonly Channel<int> _sameThread = Channel.CreateUnbounded<int>(new UnboundedChannelOptions { SingleReader = true, SingleWriter = true });

    [Benchmark(Baseline = true, OperationsPerInvoke = Items)]
    [BenchmarkCategory(BeyondVariants.SameThread, BeyondVariants.Unbounded, BeyondVariants.SingleReaderWriter, BenchmarkShape.CompletesSynchronously)]
    public int SameThread_Unbounded_SingleReaderWriter()
    {
        var sum = 0;
        for (var i = 0; i < Items; i++)
        {
            _sameThread.Writer.TryWrite(i);
            _sameThread.Reader.TryRead(out var item);
            sum += item;
        }

        return sum;
    }

    [Benchmark(OperationsPerInvoke = Items)]
    [BenchmarkCategory(BeyondVariants.Unbounded, BeyondVariants.SingleReaderWriter, BenchmarkShape.AsyncAllTheWay)]
    public Task<int> Unbounded_SingleReaderWriter() =>
        TransferAsync(Channel.CreateUnbounded<int>(new UnboundedChannelOptions { SingleReader = true, SingleWriter = true }));

    [Benchmark(OperationsPerInvoke = Items)]
    [BenchmarkCategory(BeyondVariants.Unbounded, BeyondVariants.MultipleReadersWriters, BenchmarkShape.AsyncAllTheWay)]
    public Task<int> Unbounded_MultipleReadersWriters() =>
        TransferAsync(Channel.CreateUnbounded<int>());

    [Benchmark(OperationsPerInvoke = Items)]
    [BenchmarkCategory(BeyondVariants.Bounded, BeyondVariants.SingleReaderWriter, BenchmarkShape.AsyncAllTheWay)]
    public Task<int> Bounded_SingleReaderWriter() =>
        TransferAsync(Channel.CreateBounded<int>(new BoundedChannelOptions(Capacity) { SingleReader = true, SingleWriter = true }));

    [Benchmark(OperationsPerInvoke = Items)]
    [BenchmarkCategory(BeyondVariants.Bounded, BeyondVariants.MultipleReadersWriters, BenchmarkShape.AsyncAllTheWay)]
    public Task<int> Bounded_MultipleReadersWriters() =>
        TransferAsync(Channel.CreateBounded<int>(new BoundedChannelOptions(Capacity)));

    private static async Task<int> TransferAsync(Channel<int> channel)
    {
        var consumer = Task.Run(() => ConsumeAsync(channel.Reader));
        await Task.Run(() => ProduceAsync(channel.Writer));
        return await consumer;
    }

    private static async Task ProduceAsync(ChannelWriter<int> writer)
    {
        for (var i = 0; i < Items; i++)
        {
            while (!writer.TryWrite(i))
            {
                if (!await writer.WaitToWriteAsync())
                {
                    return;
                }
            }
        }

        writer.Complete();
    }

    private static async Task<int> ConsumeAsync(ChannelReader<int> reader)
    {
        var sum = 0;
        while (await reader.WaitToReadAsync())
        {
            while (reader.TryRead(out var item))
            {
                sum += item;
            }
        }

        return sum;
    }
}
