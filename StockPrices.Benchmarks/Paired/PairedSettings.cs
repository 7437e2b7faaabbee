namespace StockPrices.Benchmarks.Paired;

/// <summary>How a paired comparison runs: <see cref="Rounds"/> rounds on near cores of one slice per side, each slice about <see cref="Slice"/> long.</summary>
internal sealed record PairedSettings(int Rounds, TimeSpan Slice, TimeSpan MaximumWarmUp, int Seed)
{
    /// <summary>
    /// Warm-up lasts at least this long, well past the tiering delay (100 ms, restarted by every new tier-0 method). A JIT
    /// that has compiled nothing for <see cref="QuietJit"/> is not proof of tier-1 code: with 500 ms, the first comparison
    /// of a process sometimes measured the lookup still at tier 0, about ten times slower.
    /// </summary>
    public static readonly TimeSpan MinimumWarmUp = TimeSpan.FromSeconds(2);

    /// <summary>The default of <see cref="MaximumWarmUp"/>: how long warm-up waits for the JIT to fall quiet before it gives up (and says so).</summary>
    public static readonly TimeSpan DefaultMaximumWarmUp = TimeSpan.FromSeconds(4);

    /// <summary>How long a comparison, after warm-up, waits for its sides' times per call to settle before it measures anyway (and says so).</summary>
    public static readonly TimeSpan MaximumSettle = TimeSpan.FromSeconds(1);

    /// <summary>How long no method may have been compiled for warm-up to end: tier-1 compilation has finished.</summary>
    public static readonly TimeSpan QuietJit = TimeSpan.FromMilliseconds(200);

    /// <summary>
    /// While the host holds the cores far apart, a launch keeps running rounds, up to this many times
    /// <see cref="Rounds"/> in all, so that its near-core estimate still gets its rounds when the host moves the cores
    /// back within seconds.
    /// </summary>
    public const int MaximumRoundsPerNearRound = 3;

    /// <summary>The most the median time per call of the last five warm-up slices may differ from the five before.</summary>
    public const double SettledWithin = 0.05;
}
