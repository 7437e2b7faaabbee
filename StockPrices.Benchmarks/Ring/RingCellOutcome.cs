namespace StockPrices.Benchmarks.Ring;

/// <summary>What became of one contender on one (n, m); the run's exit code and completeness follow from it.</summary>
internal enum RingCellOutcome
{
    /// <summary>Ran every repetition and delivered every message in order.</summary>
    Measured,

    /// <summary>Skipped by design: a peer is absent, n is over a cap, or the cell was predicted over its own budget. The run stays complete.</summary>
    Skipped,

    /// <summary>Meant to run but did not finish: stopped or skipped once the run's whole budget was spent. The run is partial.</summary>
    CutShort,

    /// <summary>A child failed, timed out or delivered messages out of place.</summary>
    Failed,
}
