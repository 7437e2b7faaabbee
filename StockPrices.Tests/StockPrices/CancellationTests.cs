using StockPrices;

namespace StockPrices.Tests.StockPrices;

/// <summary>A caller's token stops that caller's wait for the load, not the load the callers share.</summary>
public class CancellationTests
{
    [Test]
    public async Task CancelledWhileWaitingForTheLoad_CallerGetsOperationCanceledException(
        [ValueSource(typeof(StockPriceVariants), nameof(StockPriceVariants.Async))] StockPriceVariant lookup)
    {
        var source = new GatedStockPriceSource();
        var cache = new StockPriceCache(source);
        using var cancellation = new CancellationTokenSource();
        var waiting = lookup.LookUp(cache, "MSFT", cancellation.Token).AsTask();

        await cancellation.CancelAsync();

        var act = () => waiting.WaitAsync(HangGuard.Timeout);
        (await act.Should().ThrowAsync<OperationCanceledException>())
            .Which.CancellationToken.Should().Be(cancellation.Token);
    }

    [Test]
    public async Task CancelledWhileWaitingForTheLoad_SharedLoadContinuesAndALaterCallSucceeds(
        [ValueSource(typeof(StockPriceVariants), nameof(StockPriceVariants.Async))] StockPriceVariant lookup)
    {
        var source = new GatedStockPriceSource();
        var cache = new StockPriceCache(source);
        using var cancellation = new CancellationTokenSource();
        var cancelled = lookup.LookUp(cache, "MSFT", cancellation.Token).AsTask();
        await cancellation.CancelAsync();
        await HangGuard.WhenFinished(cancelled);

        var later = lookup.LookUp(cache, "MSFT").AsTask();
        source.CompleteLoad(0);

        (await later.WaitAsync(HangGuard.Timeout)).Should().Be(42m);
        source.LoadCount.Should().Be(1);
    }
}
