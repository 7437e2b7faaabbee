namespace StockPrices.Reporting.Ring;

/// <summary>One published timing: an implementation on n nodes and m messages, in seconds.</summary>
public sealed record PublishedRingRow(string Source, string Implementation, int Nodes, int Messages, double Seconds)
{
    public double NanosecondsPerHop => Seconds * 1e9 / ((double)Nodes * Messages);
}
