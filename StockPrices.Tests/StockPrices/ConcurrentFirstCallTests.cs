using StockPrices;

namespace StockPrices.Tests.StockPrices;

public class ConcurrentFirstCallTests
{
    private const int Callers = 10_000;

    [Test]
    public async Task TenThousandConcurrentFirstCallers_StartOneLoad_AndAllGetThePrice(
        [ValueSource(typeof(StockPriceVariants), nameof(StockPriceVariants.Async))] StockPriceVariant lookup)
    {
        var source = new GatedStockPriceSource();
        var cache = new StockPriceCache(source);
        var start = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var allCalled = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var notYetCalled = Callers;
        var callers = Enumerable.Range(0, Callers).Select(_ => Task.Run(async () =>
        {
            await start.Task;
            var price = lookup.LookUp(cache, "MSFT");
            if (Interlocked.Decrement(ref notYetCalled) == 0)
            {
                allCalled.SetResult();
            }

            return await price;
        })).ToArray();

        start.SetResult();
        await allCalled.Task.WaitAsync(HangGuard.Timeout);
        var loadsStartedWhileAllWait = source.LoadCount;
        source.CompleteLoad(0);
        var prices = await Task.WhenAll(callers).WaitAsync(HangGuard.Timeout);

        loadsStartedWhileAllWait.Should().Be(1);
        prices.Should().HaveCount(Callers).And.OnlyContain(price => price == 42m);
        source.LoadCount.Should().Be(1);
    }
}
