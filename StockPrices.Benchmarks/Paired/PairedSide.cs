namespace StockPrices.Benchmarks.Paired;

/// <summary>One side of a paired comparison: a slice of <c>calls</c> calls of the variant, run to its end on the calling thread's watch.</summary>
internal sealed record PairedSide(string Name, Func<int, int> RunSlice);
