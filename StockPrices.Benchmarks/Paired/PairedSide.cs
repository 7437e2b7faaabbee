namespace StockPrices.Benchmarks.Paired;

/// <summary>
/// One side of a paired comparison: a slice of <c>calls</c> calls of the variant, run to its end before it returns.
/// <paramref name="OnCallingThread"/>: the whole slice runs on the calling thread (no thread pool), so that thread's
/// run-queue wait is the slice's; false for a slice that hands work to the pool and waits for it, whose waiting thread
/// spins, yields and is woken as part of what is measured, and whose slices' spread is the pool's own: its slices are
/// not judged (<see cref="StockPrices.Results.Paired.DisturbedRounds"/>), the gate's per-launch readings are.
/// </summary>
internal sealed record PairedSide(Func<int, int> RunSlice, bool OnCallingThread);
