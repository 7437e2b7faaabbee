namespace StockPrices.Benchmarks.Ring;

/// <summary>One contender on one (n, m): the median of its runs, or why it did not run (<paramref name="Status"/>, in words for the table).</summary>
internal sealed record RingCellResult(RingContender Contender, int Nodes, int Messages, RingCellOutcome Outcome, string Status, RingMeasurement? Median, int Runs)
{
    /// <summary>The machine's 1-minute load average as the cell started (/proc/loadavg), or empty where unknown.</summary>
    public string LoadAverage { get; init; } = "";

    public long Hops => (long)Nodes * Messages;
}
