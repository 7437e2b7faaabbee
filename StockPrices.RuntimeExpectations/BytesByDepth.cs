using System;

namespace StockPrices.Runtimes;

/// <summary>Bytes per call of an async chain that suspends once at its innermost frame, by the chain's depth in frames.</summary>
public sealed record BytesByDepth(int Depth1, int Depth2, int Depth8)
{
    public static int[] Depths { get; } = [1, 2, 8];

    public int At(int depth) => depth switch
    {
        1 => Depth1,
        2 => Depth2,
        8 => Depth8,
        _ => throw new ArgumentOutOfRangeException(nameof(depth), depth, "Measured at depths 1, 2 and 8 only."),
    };
}
