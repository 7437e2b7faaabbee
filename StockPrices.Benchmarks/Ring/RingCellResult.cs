namespace StockPrices.Benchmarks.Ring;

/// <summary>One contender on one (n, m): the median of its runs, or why it did not run.</summary>
internal sealed record RingCellResult(RingContender Contender, int Nodes, int Messages, string Status, RingMeasurement? Median, int Runs)
{
    public long Hops => (long)Nodes * Messages;
}
