namespace StockPrices.Benchmarks.Paired;

/// <summary>How a comparison's warm-up ended: how long it took, and whether the JIT fell quiet and its times settled before their limits.</summary>
internal sealed record WarmUpResult(TimeSpan Elapsed, bool Settled);
