namespace StockPrices.Benchmarks.Paired;

/// <summary>How a comparison's warm-up ended: how long it took, and whether times settled and the JIT fell quiet before the limit.</summary>
internal sealed record WarmUpResult(TimeSpan Elapsed, bool Settled)
{
    public string Describe() =>
        Settled
            ? $"warmed up in {Elapsed.TotalMilliseconds:0} ms (no method compiled for {PairedSettings.QuietJit.TotalMilliseconds:0} ms, per-call times within {PairedSettings.SettledWithin:P0} over the last ten slices)"
            : $"warm-up stopped at {Elapsed.TotalMilliseconds:0} ms before per-call times settled or the JIT fell quiet";
}
